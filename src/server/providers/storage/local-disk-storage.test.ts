import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage';

let root: string;
let storage: LocalDiskStorage;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'presta-storage-'));
  storage = new LocalDiskStorage(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('LocalDiskStorage', () => {
  it('stores, reads back and deletes a file under its key, private to the server', async () => {
    const data = Buffer.from([1, 2, 3, 4]);
    await storage.put('identity/7/abc_DEF-1.jpg', data, 'image/jpeg');
    expect(await storage.get('identity/7/abc_DEF-1.jpg')).toEqual(data);
    const file = await stat(join(root, 'identity/7/abc_DEF-1.jpg'));
    expect(file.mode & 0o777).toBe(0o600);
    expect(await readdir(join(root, 'identity/7'))).toEqual(['abc_DEF-1.jpg']); // no temporary left behind
    await storage.delete('identity/7/abc_DEF-1.jpg');
    expect(await storage.get('identity/7/abc_DEF-1.jpg')).toBeNull();
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage.get('identity/7/missing.jpg')).toBeNull();
  });

  it.each([
    '../outside.jpg',
    'identity/../../etc/passwd.jpg',
    '/etc/passwd.jpg',
    'identity/7/photo',
    'identity/7/a.b.jpg',
    'identity//7.jpg',
    'identity\\7.jpg',
    'Identity/7/x.jpg',
    'identity/7/x.jpg\0.png',
    '',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/storage key/);
    await expect(storage.get(key)).rejects.toThrow(/storage key/);
  });
});
