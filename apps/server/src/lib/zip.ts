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

type EntryFields = { crc: number; packedSize: number; size: number; nameLength: number };

/**
 * The run both headers of an entry share, from its method to its name's length (at 8 in the local
 * header, at 10 in the central directory's): method, time 0, date, CRC-32, both sizes.
 */
function writeEntryFields(b: Buffer, at: number, fields: EntryFields): void {
  b.writeUInt16LE(DEFLATE, at);
  b.writeUInt16LE(DOS_DATE_1980_01_01, at + 4);
  b.writeUInt32LE(fields.crc, at + 6);
  b.writeUInt32LE(fields.packedSize, at + 10);
  b.writeUInt32LE(fields.size, at + 14);
  b.writeUInt16LE(fields.nameLength, at + 18);
}

export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'ascii');
    const data = Buffer.from(entry.text, 'utf8');
    const packed = deflateRawSync(data);
    const fields = {
      crc: crc32(data),
      packedSize: packed.length,
      size: data.length,
      nameLength: name.length,
    };
    const local = header(30, (b) => {
      b.writeUInt32LE(0x04034b50, 0);
      b.writeUInt16LE(VERSION, 4);
      writeEntryFields(b, 8, fields);
    });
    central.push(
      header(46, (b) => {
        b.writeUInt32LE(0x02014b50, 0);
        b.writeUInt16LE(VERSION, 4);
        b.writeUInt16LE(VERSION, 6);
        writeEntryFields(b, 10, fields);
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
