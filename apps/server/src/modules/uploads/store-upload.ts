// Receiving an upload while it streams: the field's rules are applied before and during the transfer
// (name, first bytes, running size), so a wrong or oversized file is refused without reading the rest of
// the body and without anything stored; a replaced file is removed only once its successor is stored
// and recorded.
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, onlyFileTypesAllowed } from '@portico/domain/messages';
import {
  UPLOAD_RULES,
  fileExtension,
  isUploadField,
  type UploadField,
  type UploadRule,
} from '@portico/domain/validation';
import type { FileStore } from '../../adapters/files/file-store';
import type { Database } from '../../db/client';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  isDomainError,
} from '../../errors';
import type { Principal } from '../auth/principal';
import { mayReadDocument, mayReplaceDocument, uploaderOf } from './access';
import { documentUrl, isUploadKey, newUploadKey, storageKeyFromUrl } from './attach';
import {
  MIME_TYPES,
  UploadInspector,
  kindOfExtension,
  sanitizeFileName,
  type FileKind,
} from './file-checks';
import {
  findDocumentByKey,
  insertDocument,
  insertReplacement,
  type StoredDocument,
} from './uploads.repository';

/** One part of the multipart body, as @fastify/multipart hands it over. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable };

const RULES: readonly UploadRule[] = Object.values(UPLOAD_RULES);

/** Limit applied while a file streams before its field is known (a client sending `file` first). */
export const LARGEST_UPLOAD_BYTES = Math.max(...RULES.map((rule) => rule.maxBytes));
const LARGEST_SIZE_MESSAGE = RULES.find(
  (rule) => rule.maxBytes === LARGEST_UPLOAD_BYTES,
)!.sizeMessage;
const ANY_EXTENSION = [...new Set(RULES.flatMap((rule) => rule.extensions))];
const ANY_TYPE_MESSAGE = onlyFileTypesAllowed(ANY_EXTENSION.map((ext) => ext.toUpperCase()));

export const UNKNOWN_FIELD = 'Unknown document field';
export const OTHER_FIELD = 'This file was uploaded for another field';

const uploadFailed = (errors?: Record<string, string>) =>
  new BadRequestError(MESSAGES.uploadFailed, errors);

type StoredFile = {
  key: string;
  extension: string;
  kind: FileKind;
  sizeBytes: number;
  originalName: string;
};

export type OpenedFile = {
  stream: Readable;
  mimeType: string;
  originalName: string;
  sizeBytes: number;
};

export type UploadService = {
  receive(principal: Principal, parts: AsyncIterable<UploadPart>): Promise<{ url: string }>;
  open(principal: Principal, key: string): Promise<OpenedFile>;
};

function ruleFor(field: string | undefined): { field: UploadField; rule: UploadRule } {
  if (field === undefined || !isUploadField(field)) {
    throw uploadFailed({ field: UNKNOWN_FIELD });
  }
  return { field, rule: UPLOAD_RULES[field] };
}

/** The parts, with anything the multipart parser throws turned into a 400: a malformed body. */
async function* parsed(parts: AsyncIterable<UploadPart>): AsyncGenerator<UploadPart> {
  const iterator = parts[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<UploadPart>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw isDomainError(error) ? error : uploadFailed();
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await iterator.return?.();
  }
}

/** Reads a part to its end, discarding it; a part cut off by a broken body is a 400. */
async function drain(stream: Readable): Promise<void> {
  try {
    await pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
  } catch {
    throw uploadFailed();
  }
}

export function createUploadService(deps: {
  db: Database;
  files: FileStore;
  log: FastifyBaseLogger;
}): UploadService {
  const { db, files, log } = deps;

  async function removeQuietly(key: string, why: string): Promise<void> {
    try {
      await files.delete(key);
    } catch (error) {
      log.warn({ err: error, key }, `could not delete ${why}`);
    }
  }

  /** The current document `oldName` names, when the caller may replace it; null when none. */
  async function replacementTarget(
    principal: Principal,
    oldName: string | undefined,
    field: UploadField,
  ): Promise<StoredDocument | null> {
    const key = oldName ? storageKeyFromUrl(oldName) : null;
    if (!key) return null;
    const old = await findDocumentByKey(db, key);
    if (!old || old.replaced) return null;
    if (!mayReplaceDocument(principal, old)) throw new ForbiddenError();
    if (old.field !== field) throw uploadFailed({ old_file_name: OTHER_FIELD });
    return old;
  }

  /** Streams one file into the store under a new random key, checking it on the way. */
  async function store(
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

  return {
    async receive(principal, parts) {
      let fieldName: string | undefined;
      let oldName: string | undefined;
      let stored: StoredFile | undefined;
      let replacing: StoredDocument | null = null;
      let replacingChecked = false;

      try {
        for await (const part of parsed(parts)) {
          if (part.type === 'field') {
            const value = typeof part.value === 'string' ? part.value.trim() : '';
            if (part.fieldname === 'field') fieldName = value;
            else if (part.fieldname === 'old_file_name') oldName = value || undefined;
            continue;
          }
          if (part.fieldname !== 'file' || stored) throw uploadFailed();
          // A file input left empty still sends a part, with no name and no bytes.
          if (!part.filename) {
            await drain(part.file);
            continue;
          }
          // With the field (and any old file) known, refuse before a byte is stored.
          let rule: UploadRule | null = null;
          if (fieldName !== undefined) {
            const known = ruleFor(fieldName);
            rule = known.rule;
            replacing = await replacementTarget(principal, oldName, known.field);
            replacingChecked = true;
          }
          stored = await store(part, rule);
        }
        if (!stored) throw uploadFailed();

        // The checks a client sending `file` before `field` could not get while streaming.
        const { field, rule } = ruleFor(fieldName);
        if (!rule.extensions.includes(stored.extension)) {
          throw new UnsupportedMediaTypeError(rule.typeMessage);
        }
        if (stored.sizeBytes > rule.maxBytes) throw new PayloadTooLargeError(rule.sizeMessage);
        if (!replacingChecked) replacing = await replacementTarget(principal, oldName, field);

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
        if (!replacing) {
          await insertDocument(db, { ...row, applicationId: null });
        } else if ((await insertReplacement(db, row, replacing.id, new Date())) === null) {
          throw new ConflictError('This file has already been replaced');
        }
      } catch (error) {
        if (stored) await removeQuietly(stored.key, 'a refused upload');
        throw error;
      }

      if (replacing) await removeQuietly(replacing.storageKey, 'a replaced upload');
      return { url: documentUrl(stored.key) };
    },

    async open(principal, key) {
      const document = isUploadKey(key) ? await findDocumentByKey(db, key) : null;
      if (!document || document.replaced) throw new NotFoundError();
      if (!mayReadDocument(principal, document)) throw new ForbiddenError();
      const stream = await files.get(key);
      if (!stream) {
        log.warn({ key }, 'document row without a stored file');
        throw new NotFoundError();
      }
      return {
        stream,
        mimeType: document.mimeType,
        originalName: document.originalName,
        sizeBytes: document.sizeBytes,
      };
    },
  };
}
