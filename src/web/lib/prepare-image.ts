export interface PreparedImage {
  blob: Blob;
  name: string;
}

/**
 * Phones take 12-megapixel photos of several megabytes; an ID or a face needs far fewer
 * pixels, and a borrower on a weak mobile connection should not wait for the rest. The photo
 * is redrawn (upright, per its EXIF orientation) at most `maxSide` pixels wide or high and
 * re-encoded as JPEG, which also drops its metadata (location included) before it leaves the
 * phone. A file the browser cannot decode is sent as it is, for the server to judge.
 */
export async function prepareImage(file: File, maxSide: number): Promise<PreparedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { blob: file, name: file.name || 'photo' };
  }
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return { blob: file, name: file.name || 'photo' };
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    return blob ? { blob, name: 'photo.jpg' } : { blob: file, name: file.name || 'photo' };
  } finally {
    bitmap.close();
  }
}
