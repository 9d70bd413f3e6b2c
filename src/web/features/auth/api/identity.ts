import { request } from '../../../api/client';
import { uploadFile } from '../../../api/upload';
import { prepareImage } from '../../../lib/prepare-image';

export type Slot = 'idBack' | 'idFront' | 'face';

/** Decision 0008: the back is uploaded first, then the front, then the face for the liveness check. */
export const SLOT_ORDER: readonly Slot[] = ['idBack', 'idFront', 'face'];

const PATHS = {
  idBack: '/user/upload/curp/back',
  idFront: '/user/upload/curp/front',
  face: '/user/saveFaceImage',
} as const;

/** An ID must stay legible; a face needs less. */
const MAX_SIDE: Record<Slot, number> = { idBack: 1600, idFront: 1600, face: 1024 };

export async function uploadIdentityImage(
  slot: Slot,
  file: File,
  orderNo: string | undefined,
  onProgress: (percent: number) => void,
) {
  const image = await prepareImage(file, MAX_SIDE[slot]);
  const envelope = await uploadFile(PATHS[slot], image.blob, image.name, { onProgress, fields: { orderNo } });
  return { envelope, image };
}

export function readCurpFromId(orderNo: string | undefined) {
  return request('/user/curp/ocr', { orderNo });
}

export function finishIdentity(orderNo: string | undefined) {
  return request('/user/finishUploadAllImg', { orderNo }, { loading: true });
}
