// Receiving an upload while it streams: the field's rules are applied before and during the transfer
// (name, first bytes, running size), so a wrong or oversized file is refused without reading the rest of
// the body and without anything stored; a replaced file is removed only once its successor is stored
// and recorded.
import { UPLOAD_PARTS } from '@portico/domain/contracts/uploads.contract';
import type { UploadField, UploadRule } from '@portico/domain/validation';
import {
  ConflictError,
  ForbiddenError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../../errors';
import type { Principal } from '../auth';
import { mayReplaceDocument, uploaderOf } from './access';
import { documentUrl, storageKeyFromUrl } from './attach';
import { MIME_TYPES } from './file-checks';
import { storeUpload, type StoredFile } from './store-upload';
import { OTHER_FIELD, drain, parsed, ruleFor, uploadFailed, type UploadPart } from './upload-parts';
import {
  findDocumentByKey,
  insertDocument,
  insertReplacement,
  type StoredDocument,
} from './uploads.repository';
import type { UploadDeps } from './upload-deps';

/** What the parts read so far told: the field, the file it replaces, the file stored. */
type ReceiveState = {
  fieldName?: string;
  oldName?: string;
  stored?: StoredFile;
  replacing: StoredDocument | null;
  replacingChecked: boolean;
};

async function removeQuietly(deps: UploadDeps, key: string, why: string): Promise<void> {
  try {
    await deps.files.delete(key);
  } catch (error) {
    deps.log.warn({ err: error, key }, `could not delete ${why}`);
  }
}

/** The current document `oldName` names, when the caller may replace it; null when none. */
async function replacementTarget(
  deps: UploadDeps,
  principal: Principal,
  oldName: string | undefined,
  field: UploadField,
): Promise<StoredDocument | null> {
  const key = oldName ? storageKeyFromUrl(oldName) : null;
  if (!key) return null;
  const old = await findDocumentByKey(deps.db, key);
  if (!old || old.replaced) return null;
  if (!mayReplaceDocument(principal, old)) throw new ForbiddenError();
  if (old.field !== field) throw uploadFailed({ old_file_name: OTHER_FIELD });
  return old;
}

/** Reads the parts: the text fields, and the one file, streamed into the store as it arrives. */
async function readParts(
  deps: UploadDeps,
  principal: Principal,
  parts: AsyncIterable<UploadPart>,
  state: ReceiveState,
): Promise<void> {
  for await (const part of parsed(parts)) {
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value.trim() : '';
      if (part.fieldname === UPLOAD_PARTS.field) state.fieldName = value;
      else if (part.fieldname === UPLOAD_PARTS.oldFileName) state.oldName = value || undefined;
      continue;
    }
    if (part.fieldname !== UPLOAD_PARTS.file || state.stored) throw uploadFailed();
    // A file input left empty still sends a part, with no name and no bytes.
    if (!part.filename) {
      await drain(part.file);
      continue;
    }
    // With the field (and any old file) known, refuse before a byte is stored.
    let rule: UploadRule | null = null;
    if (state.fieldName !== undefined) {
      const known = ruleFor(state.fieldName);
      rule = known.rule;
      state.replacing = await replacementTarget(deps, principal, state.oldName, known.field);
      state.replacingChecked = true;
    }
    state.stored = await storeUpload(deps.files, part, rule);
  }
}

/** Checks the stored file against its field's rule and records its row. */
async function recordUpload(
  deps: UploadDeps,
  principal: Principal,
  stored: StoredFile,
  state: ReceiveState,
): Promise<void> {
  // The checks a client sending `file` before `field` could not get while streaming.
  const { field, rule } = ruleFor(state.fieldName);
  if (!rule.extensions.includes(stored.extension)) {
    throw new UnsupportedMediaTypeError(rule.typeMessage);
  }
  if (stored.sizeBytes > rule.maxBytes) throw new PayloadTooLargeError(rule.sizeMessage);
  if (!state.replacingChecked) {
    state.replacing = await replacementTarget(deps, principal, state.oldName, field);
  }

  // One statement either way, so no transaction (decision 012): a replacement marks the old
  // row replaced and inserts the new one in its place in the old one's application, or,
  // when the old row was replaced meanwhile, writes nothing.
  const row = {
    field,
    storageKey: stored.key,
    originalName: stored.originalName,
    mimeType: MIME_TYPES[stored.kind],
    sizeBytes: stored.sizeBytes,
    ...uploaderOf(principal),
  };
  if (!state.replacing) {
    await insertDocument(deps.db, { ...row, applicationId: null });
  } else if ((await insertReplacement(deps.db, row, state.replacing.id, new Date())) === null) {
    throw new ConflictError('This file has already been replaced');
  }
}

export async function receiveUpload(
  deps: UploadDeps,
  principal: Principal,
  parts: AsyncIterable<UploadPart>,
): Promise<{ url: string }> {
  const state: ReceiveState = { replacing: null, replacingChecked: false };
  let stored: StoredFile;
  try {
    await readParts(deps, principal, parts, state);
    if (!state.stored) throw uploadFailed();
    stored = state.stored;
    await recordUpload(deps, principal, stored, state);
  } catch (error) {
    if (state.stored) await removeQuietly(deps, state.stored.key, 'a refused upload');
    throw error;
  }

  if (state.replacing) await removeQuietly(deps, state.replacing.storageKey, 'a replaced upload');
  return { url: documentUrl(stored.key) };
}
