import { uploadFile } from '../../../api/upload';
import { prepareImage } from '../../../lib/prepare-image';

/** A receipt must stay legible; 1600 px keeps the figures sharp and the upload small. */
const MAX_SIDE = 1600;

/** Uploads the photo of a receipt (made smaller and stripped of its metadata first). */
export async function uploadVoucher(file: File, orderNo: string, onProgress: (percent: number) => void) {
  const image = await prepareImage(file, MAX_SIDE);
  return uploadFile('/repay/upload/user/voucher', image.blob, image.name, { onProgress, fields: { orderNo } });
}
