import { productionProof } from './support/production-proof';

/** Issue 27 (1): Mexico launched alone, MARKETS=mx and Mexico's vendors only. */
productionProof(['mx']);
