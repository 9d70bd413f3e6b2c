/** The image formats an upload may be; anything else is refused before a decoder sees it. */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

const bytesAt = (buf: Buffer, offset: number, expected: readonly number[]) =>
  buf.length >= offset + expected.length && expected.every((b, i) => buf[offset + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Magic numbers, from each format's specification: the file's first bytes, never its name or declared type. */
const SIGNATURES: ReadonlyArray<{ format: ImageFormat; matches: (buf: Buffer) => boolean }> = [
  { format: 'jpeg', matches: (b) => bytesAt(b, 0, [0xff, 0xd8, 0xff]) },
  { format: 'png', matches: (b) => bytesAt(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { format: 'webp', matches: (b) => bytesAt(b, 0, ascii('RIFF')) && bytesAt(b, 8, ascii('WEBP')) },
];

export function sniffImage(buf: Buffer): ImageFormat | null {
  return SIGNATURES.find((s) => s.matches(buf))?.format ?? null;
}
