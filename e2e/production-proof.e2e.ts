import { productionProof } from './support/production-proof';

/** The production journey with both markets served (MARKETS unset): every vendor of both. */
productionProof(['ng', 'mx']);
