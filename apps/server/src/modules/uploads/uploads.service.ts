// The upload service: receiving a file while it streams (receive-upload.ts) and opening a stored
// one for download (open-upload.ts).
import type { Principal } from '../auth';
import { openUpload, type OpenedFile } from './open-upload';
import { receiveUpload } from './receive-upload';
import type { UploadDeps } from './upload-deps';
import type { UploadPart } from './upload-parts';

export { LARGEST_UPLOAD_BYTES, OTHER_FIELD, UNKNOWN_FIELD, type UploadPart } from './upload-parts';
export type { OpenedFile } from './open-upload';

export type UploadService = {
  receive(principal: Principal, parts: AsyncIterable<UploadPart>): Promise<{ url: string }>;
  open(principal: Principal, key: string): Promise<OpenedFile>;
};

export function createUploadService(deps: UploadDeps): UploadService {
  return {
    receive: (principal, parts) => receiveUpload(deps, principal, parts),
    open: (principal, key) => openUpload(deps, principal, key),
  };
}
