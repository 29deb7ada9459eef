// A ZIP archive of a few small text files (the GSTR-1 sections, decision 082), written whole: each
// file deflated, names ASCII, every entry dated 1 January 1980 so the same files give the same bytes.
import { crc32, deflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; text: string };

const DOS_DATE_1980_01_01 = 0x21;
const VERSION = 20;
const DEFLATE = 8;

function header(size: number, write: (buffer: Buffer) => void): Buffer {
  const buffer = Buffer.alloc(size);
  write(buffer);
  return buffer;
}

export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'ascii');
    const data = Buffer.from(entry.text, 'utf8');
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const local = header(30, (b) => {
      b.writeUInt32LE(0x04034b50, 0);
      b.writeUInt16LE(VERSION, 4);
      b.writeUInt16LE(DEFLATE, 8);
      b.writeUInt16LE(DOS_DATE_1980_01_01, 12);
      b.writeUInt32LE(crc, 14);
      b.writeUInt32LE(packed.length, 18);
      b.writeUInt32LE(data.length, 22);
      b.writeUInt16LE(name.length, 26);
    });
    central.push(
      header(46, (b) => {
        b.writeUInt32LE(0x02014b50, 0);
        b.writeUInt16LE(VERSION, 4);
        b.writeUInt16LE(VERSION, 6);
        b.writeUInt16LE(DEFLATE, 10);
        b.writeUInt16LE(DOS_DATE_1980_01_01, 14);
        b.writeUInt32LE(crc, 16);
        b.writeUInt32LE(packed.length, 20);
        b.writeUInt32LE(data.length, 24);
        b.writeUInt16LE(name.length, 28);
        b.writeUInt32LE(offset, 42);
      }),
      name,
    );
    parts.push(local, name, packed);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = header(22, (b) => {
    b.writeUInt32LE(0x06054b50, 0);
    b.writeUInt16LE(entries.length, 8);
    b.writeUInt16LE(entries.length, 10);
    b.writeUInt32LE(directory.length, 12);
    b.writeUInt32LE(offset, 16);
  });
  return Buffer.concat([...parts, directory, end]);
}
