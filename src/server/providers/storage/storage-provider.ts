/**
 * Where uploaded files live. Keys are made by the server (never from a client's file name),
 * e.g. `identity/42/3f0c….jpg`; a local-disk implementation now, an S3-compatible one later.
 */
export interface StorageProvider {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when no file has that key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** What a key may look like: lowercase segments of safe characters, a file extension, no dots elsewhere. */
export const STORAGE_KEY = /^[a-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.[a-z0-9]{2,5}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key) || key.length > 200) throw new Error('invalid storage key');
}
