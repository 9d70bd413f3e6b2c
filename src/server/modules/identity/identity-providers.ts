import type { LivenessProvider } from '../../providers/liveness/liveness-provider';
import type { OcrProvider } from '../../providers/ocr/ocr-provider';
import type { StorageProvider } from '../../providers/storage/storage-provider';

/** The outside services the identity step uses; tests pass their own. */
export interface IdentityProviders {
  storage: StorageProvider;
  ocr: OcrProvider;
  liveness: LivenessProvider;
}
