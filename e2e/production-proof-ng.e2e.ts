import { productionProof } from './support/production-proof';

/**
 * Issue 27 (1): Nigeria launched alone, MARKETS=ng and Nigeria's vendors only (collections through Paystack and
 * Monnify).
 */
productionProof(['ng']);
