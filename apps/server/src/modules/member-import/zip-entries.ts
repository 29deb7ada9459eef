// The files of a zip (an XLSX workbook), read from its central directory without unpacking anything:
// name, compression and sizes, and where each one's data starts. Only what a workbook uses: no
// ZIP64 (a register is at most 20 MB), no encryption.

export type ZipEntry = {
  name: string;
  /** 0: stored, 8: deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  dataStart: number;
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const LARGEST_COMMENT = 0xffff;
/** A size or offset ZIP64 moved elsewhere: not a workbook this reads. */
const ZIP64_MARK = 0xffffffff;

function endOfDirectory(content: Buffer): number {
  const earliest = Math.max(0, content.length - END_RECORD_BYTES - LARGEST_COMMENT);
  for (let at = content.length - END_RECORD_BYTES; at >= earliest; at -= 1) {
    if (content.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** One central directory entry at `at`, and where the next begins; null when it does not fit. */
function entryAt(content: Buffer, at: number): { entry: ZipEntry; next: number } | null {
  if (at + 46 > content.length || content.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
  const method = content.readUInt16LE(at + 10);
  const compressedSize = content.readUInt32LE(at + 20);
  const uncompressedSize = content.readUInt32LE(at + 24);
  const nameLength = content.readUInt16LE(at + 28);
  const extraLength = content.readUInt16LE(at + 30);
  const commentLength = content.readUInt16LE(at + 32);
  const localHeader = content.readUInt32LE(at + 42);
  if ([compressedSize, uncompressedSize, localHeader].includes(ZIP64_MARK)) return null;
  if (method !== 0 && method !== 8) return null;
  const name = content.toString('utf8', at + 46, at + 46 + nameLength);
  if (localHeader + 30 > content.length || content.readUInt32LE(localHeader) !== LOCAL_HEADER)
    return null;
  const dataStart =
    localHeader +
    30 +
    content.readUInt16LE(localHeader + 26) +
    content.readUInt16LE(localHeader + 28);
  if (dataStart + compressedSize > content.length) return null;
  const entry = { name, method, compressedSize, uncompressedSize, dataStart };
  return { entry, next: at + 46 + nameLength + extraLength + commentLength };
}

/** The zip's entries, or null when it is not a zip this can read. */
export function zipEntries(content: Buffer): ZipEntry[] | null {
  if (content.length < END_RECORD_BYTES) return null;
  const end = endOfDirectory(content);
  if (end < 0) return null;
  const count = content.readUInt16LE(end + 10);
  let at = content.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    const read = entryAt(content, at);
    if (!read) return null;
    entries.push(read.entry);
    at = read.next;
  }
  return entries;
}
