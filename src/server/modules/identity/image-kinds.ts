import { MIN_FACE_SIDE } from '../../providers/liveness/selfie-detail-check';

export type ImageKind = 'idBack' | 'idFront' | 'face';

/** Decision 0008: the back of the ID first, then the front, then the face. */
export const UPLOAD_ORDER: readonly ImageKind[] = ['idBack', 'idFront', 'face'];

interface KindRule {
  /** Shorter side in pixels below which the photo cannot be read. */
  minShortSide: number;
  /** Said when a later photo arrives before this one; the face comes last, so it has none. */
  neededFirstKey: string | null;
  /** Said when finishing without it. */
  missingKey: string;
}

export const IMAGE_KINDS: Record<ImageKind, KindRule> = {
  idBack: { minShortSide: 320, neededFirstKey: 'upload.idBackFirst', missingKey: 'upload.missing.idBack' },
  idFront: { minShortSide: 320, neededFirstKey: 'upload.idFrontFirst', missingKey: 'upload.missing.idFront' },
  face: { minShortSide: MIN_FACE_SIDE, neededFirstKey: null, missingKey: 'upload.missing.face' },
};

/** The kinds that must be in before this one. */
export function kindsBefore(kind: ImageKind): readonly ImageKind[] {
  return UPLOAD_ORDER.slice(0, UPLOAD_ORDER.indexOf(kind));
}
