// The front door of the uploads module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { isUploader, ownsAttachedApplication, uploaderOf } from './access';
export {
  attachDocuments,
  documentUrl,
  newUploadKey,
  storageKeyFromUrl,
  UPLOAD_AGAIN,
} from './attach';
export { deleteStoredFiles, type CleanupJobDeps } from './delete-stored-files';
export { sniffKind } from './file-checks';
export { createUploadSweep, UPLOAD_SWEEP_EVERY_MS } from './sweep';
export { insertDocument } from './uploads.repository';
export { uploadRoutes } from './uploads.routes';
export type { UploadDeps } from './upload-deps';
