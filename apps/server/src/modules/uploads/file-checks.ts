// What an uploaded file is, judged by its first bytes as well as its name, and a name that is safe to
// store and to send back in a header.
import { Transform, type TransformCallback } from 'node:stream';

export type FileKind = 'pdf' | 'jpeg' | 'png';

export const MIME_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const SIGNATURES: Record<FileKind, Buffer> = {
  pdf: Buffer.from('%PDF-', 'latin1'),
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};

/** Enough leading bytes to tell every accepted kind apart. */
const SNIFF_BYTES = Math.max(...Object.values(SIGNATURES).map((signature) => signature.length));

const KIND_OF_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
};

export function kindOfExtension(extension: string): FileKind | null {
  return Object.hasOwn(KIND_OF_EXTENSION, extension) ? KIND_OF_EXTENSION[extension]! : null;
}

/** The kind the content starts like, or null. */
export function sniffKind(head: Buffer): FileKind | null {
  for (const [kind, signature] of Object.entries(SIGNATURES) as [FileKind, Buffer][]) {
    if (head.length >= signature.length && head.subarray(0, signature.length).equals(signature)) {
      return kind;
    }
  }
  return null;
}

export type InspectorOptions = {
  /** Bytes allowed; one more fails the stream with `tooLarge()`. */
  limit: number;
  /** The kind the name promised; content of another kind fails with `wrongType()`. */
  expected: FileKind;
  tooLarge: () => Error;
  wrongType: () => Error;
};

/**
 * Passes a file through while counting its bytes and checking its first bytes, failing the stream as
 * soon as it is over the limit or turns out not to be what its name says, so that the rest of the
 * body is never read and the store discards what it had.
 */
export class UploadInspector extends Transform {
  bytes = 0;
  /** The error this inspector failed the stream with (a rejected file, not a broken one). */
  failure: Error | undefined;
  private head: Buffer | null = Buffer.alloc(0);

  constructor(private readonly options: InspectorOptions) {
    super();
  }

  private fail(error: Error, callback: TransformCallback): void {
    this.failure = error;
    callback(error);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.options.limit) return this.fail(this.options.tooLarge(), callback);
    if (this.head === null) return callback(null, chunk);
    const head = Buffer.concat([this.head, chunk]);
    if (head.length < SNIFF_BYTES) {
      this.head = head;
      return callback();
    }
    this.head = null;
    if (sniffKind(head) !== this.options.expected) {
      return this.fail(this.options.wrongType(), callback);
    }
    callback(null, head);
  }

  override _flush(callback: TransformCallback): void {
    // A file shorter than SNIFF_BYTES (or empty) is judged at its end.
    if (this.head !== null) {
      const head = this.head;
      this.head = null;
      if (sniffKind(head) !== this.options.expected) {
        return this.fail(this.options.wrongType(), callback);
      }
      this.push(head);
    }
    callback();
  }
}

const MAX_NAME_LENGTH = 150;

/**
 * The name a file is stored and shown under: the last path segment of what the browser sent, without
 * control characters, quotes or characters file systems refuse, at most 150 characters (the extension
 * kept), or `file.<ext>` when nothing is left.
 */
export function sanitizeFileName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned.length > MAX_NAME_LENGTH) {
    const suffix = `.${extension}`;
    cleaned = cleaned.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd() + suffix;
  }
  return cleaned === '' ? `file.${extension}` : cleaned;
}

/**
 * `inline; filename="<name>"`, with non-ASCII characters replaced in the quoted name and the exact name
 * added as RFC 5987 `filename*` for browsers (all current ones) that read it.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === name) return `inline; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
