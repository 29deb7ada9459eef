// Document urls in a save: each must name a file the caller uploaded (or one already attached to this
// application; staff editors may attach any unattached upload), then the uploads module links them to
// the application inside the save's transaction. A file of another application of the same person
// (a member's own documents in their upgrade form) is copied: each application keeps its own files.
import type { FileStore } from '../../adapters/files/file-store';
import type { Transaction } from '../../db/client';
import { BadRequestError, ForbiddenError, type FieldErrors } from '../../errors';
import { isStaff, type Principal } from '../auth';
import {
  attachDocuments,
  documentUrl,
  insertDocument,
  isUploader,
  newUploadKey,
  ownsAttachedApplication,
  storageKeyFromUrl,
  UPLOAD_AGAIN,
  uploaderOf,
} from '../uploads';
import { findApplication, findDocumentsByStorageKeys, type DocumentRow } from '../records';

export const DOCUMENT_NOT_YOURS = 'You can only attach files you uploaded';

function mayAttach(principal: Principal, document: DocumentRow, applicationId: number): boolean {
  if (document.applicationId === applicationId) return true;
  if (document.applicationId !== null) return false;
  return (
    isStaff(principal) ||
    isUploader(principal, {
      uploadedBy: document.uploadedBy,
      uploadedByContacts: document.uploadedByContacts,
      application: null,
    })
  );
}

/**
 * Checks and attaches the non-blank urls of `urlsByField` (field name → '/api/files/<key>').
 * 400 (`errors[field]`) for a url naming no upload of that field, 403 for someone else's file. A url
 * naming the field's current document of this application (`application.documents`) needs nothing.
 */
/** Another application's current document that belongs to the caller's own application. */
async function isOwnOtherDocument(
  tx: Transaction,
  principal: Principal,
  document: DocumentRow,
): Promise<boolean> {
  if (document.applicationId === null || document.replacedAt !== null) return false;
  const owner = await findApplication(tx, document.applicationId);
  if (!owner) return false;
  return ownsAttachedApplication(principal, {
    uploadedBy: document.uploadedBy,
    uploadedByContacts: document.uploadedByContacts,
    application: {
      id: owner.id,
      email: owner.email,
      mobileNumber: owner.mobileNumber,
      memberId: owner.memberId,
    },
  });
}

/** A copy of the file and its row, unattached, uploaded by the caller: then attached as any upload. */
async function copyDocument(
  tx: Transaction,
  files: FileStore,
  principal: Principal,
  document: DocumentRow,
): Promise<string> {
  const source = await files.get(document.storageKey);
  if (!source) throw new BadRequestError(UPLOAD_AGAIN, { [document.field]: UPLOAD_AGAIN });
  const extension = document.storageKey.slice(document.storageKey.lastIndexOf('.') + 1);
  const key = newUploadKey(extension);
  await files.put(key, source, { contentType: document.mimeType });
  await insertDocument(tx, {
    field: document.field,
    storageKey: key,
    originalName: document.originalName,
    mimeType: document.mimeType,
    sizeBytes: document.sizeBytes,
    applicationId: null,
    ...uploaderOf(principal),
  });
  return key;
}

export async function attachFormDocuments(
  tx: Transaction,
  principal: Principal,
  application: { application: { id: number }; documents: readonly DocumentRow[] },
  urlsByField: Record<string, string>,
  files?: FileStore,
): Promise<void> {
  const applicationId = application.application.id;
  const errors: FieldErrors = {};
  const keyOf = new Map<string, string>();
  for (const [field, url] of Object.entries(urlsByField)) {
    if (url.trim() === '') continue;
    const key = storageKeyFromUrl(url);
    if (key === null) errors[field] = UPLOAD_AGAIN;
    else if (!application.documents.some((row) => row.field === field && row.storageKey === key)) {
      keyOf.set(field, key);
    }
  }
  if (keyOf.size === 0 && Object.keys(errors).length === 0) return;

  const rows = await findDocumentsByStorageKeys(tx, [...keyOf.values()]);
  const byKey = new Map(rows.map((row) => [row.storageKey, row]));
  let foreign = false;
  const copies: [string, DocumentRow][] = [];
  for (const [field, key] of keyOf) {
    const document = byKey.get(key);
    if (!document || document.field !== field) errors[field] = UPLOAD_AGAIN;
    else if (mayAttach(principal, document, applicationId)) continue;
    else if (files && (await isOwnOtherDocument(tx, principal, document))) {
      copies.push([field, document]);
    } else foreign = true;
  }
  if (foreign) throw new ForbiddenError(DOCUMENT_NOT_YOURS);
  if (Object.keys(errors).length > 0) {
    throw new BadRequestError(Object.values(errors)[0] ?? UPLOAD_AGAIN, errors);
  }
  for (const [field, document] of copies) {
    if (files) keyOf.set(field, await copyDocument(tx, files, principal, document));
  }
  // Checks the field and that the upload is current; attaches and supersedes older files.
  await attachDocuments(
    tx,
    applicationId,
    Object.fromEntries([...keyOf].map(([field, key]) => [field, documentUrl(key)])),
  );
}
