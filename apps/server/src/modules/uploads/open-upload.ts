// Opening an uploaded file for download, when the caller may read it.
import type { Readable } from 'node:stream';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { Principal } from '../auth';
import { mayReadDocument } from './access';
import { isUploadKey } from './attach';
import type { UploadDeps } from './upload-deps';
import { findDocumentByKey } from './uploads.repository';

export type OpenedFile = {
  stream: Readable;
  mimeType: string;
  originalName: string;
  sizeBytes: number;
};

export async function openUpload(
  deps: UploadDeps,
  principal: Principal,
  key: string,
): Promise<OpenedFile> {
  const document = isUploadKey(key) ? await findDocumentByKey(deps.db, key) : null;
  if (!document || document.replaced) throw new NotFoundError();
  if (!mayReadDocument(principal, document)) throw new ForbiddenError();
  const stream = await deps.files.get(key);
  if (!stream) {
    deps.log.warn({ key }, 'document row without a stored file');
    throw new NotFoundError();
  }
  return {
    stream,
    mimeType: document.mimeType,
    originalName: document.originalName,
    sizeBytes: document.sizeBytes,
  };
}
