// Streams one uploaded file into the file store under a new random key, checking its type and size
// on the way: a wrong or oversized file is refused without reading the rest of the body.
import type { FileStore } from '../../adapters/files/file-store';
import { fileExtension, type UploadRule } from '@portico/domain/validation';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors';
import { newUploadKey } from './attach';
import {
  MIME_TYPES,
  UploadInspector,
  kindOfExtension,
  sanitizeFileName,
  type FileKind,
} from './file-checks';
import {
  ANY_TYPE_MESSAGE,
  LARGEST_SIZE_MESSAGE,
  LARGEST_UPLOAD_BYTES,
  uploadFailed,
  type UploadPart,
} from './upload-parts';

export type StoredFile = {
  key: string;
  extension: string;
  kind: FileKind;
  sizeBytes: number;
  originalName: string;
};

/** Streams one file into the store under a new random key, checking it on the way. */
export async function storeUpload(
  files: FileStore,
  part: UploadPart & { type: 'file' },
  rule: UploadRule | null,
): Promise<StoredFile> {
  const extension = fileExtension(part.filename);
  const kind = kindOfExtension(extension);
  const typeMessage = rule?.typeMessage ?? ANY_TYPE_MESSAGE;
  if (!kind || (rule && !rule.extensions.includes(extension))) {
    throw new UnsupportedMediaTypeError(typeMessage);
  }
  const inspector = new UploadInspector({
    limit: rule?.maxBytes ?? LARGEST_UPLOAD_BYTES,
    expected: kind,
    tooLarge: () => new PayloadTooLargeError(rule?.sizeMessage ?? LARGEST_SIZE_MESSAGE),
    wrongType: () => new UnsupportedMediaTypeError(typeMessage),
  });
  // The store sees the inspector's error through put(); its failure is also kept on the inspector.
  // This listener keeps an error emitted after the store stopped listening from being uncaught.
  inspector.on('error', () => {});

  // Piped, not pipeline()d: a refused file must not destroy the parser's stream (the rest of the
  // body is then simply never read). A source that ends without its closing boundary (the client
  // went away, a truncated body) is a broken upload.
  const source = part.file;
  let broken = source.destroyed;
  const breakOff = () => {
    if (source.readableEnded) return;
    broken = true;
    inspector.destroy(uploadFailed());
  };
  source.once('error', breakOff);
  source.once('close', breakOff);
  if (broken) inspector.destroy(uploadFailed());
  else source.pipe(inspector);

  const key = newUploadKey(extension);
  try {
    await files.put(key, inspector, { contentType: MIME_TYPES[kind] });
  } catch (error) {
    source.unpipe(inspector);
    inspector.destroy();
    if (inspector.failure) throw inspector.failure;
    if (broken) throw uploadFailed();
    throw error;
  } finally {
    source.off('error', breakOff);
    source.off('close', breakOff);
  }
  return {
    key,
    extension,
    kind,
    sizeBytes: inspector.bytes,
    originalName: sanitizeFileName(part.filename, extension),
  };
}
