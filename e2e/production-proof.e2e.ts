import { productionProof } from './support/production-proof';

/**
 * The production journey with both markets served (MARKETS unset): every vendor of both. The bureau's consultation is
 * proved by production-proof-ng and production-proof-mx, each with its market launched alone.
 */
productionProof(['ng', 'mx']);
