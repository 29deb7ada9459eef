// Reads back a ZIP the exports wrote (lib/zip.ts): its entries as text, from its central directory.
import { inflateRawSync } from 'node:zlib';

/** The entries of a ZIP read back from its central directory. */
export function unzipText(zip: Buffer): Record<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: Record<string, string> = {};
  for (let index = 0; index < count; index += 1) {
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('ascii');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    files[name] = inflateRawSync(zip.subarray(start, start + size)).toString('utf8');
    at += 46 + nameLength;
  }
  return files;
}
