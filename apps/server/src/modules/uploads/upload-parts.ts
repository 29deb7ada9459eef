// The multipart body of an upload as receive-upload.ts reads it: its parts, the rule of the field a
// file is for, and the limits that apply before that field is known.
import type { Readable } from 'node:stream';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MESSAGES, onlyFileTypesAllowed } from '@portico/domain/messages';
import {
  UPLOAD_RULES,
  isUploadField,
  type UploadField,
  type UploadRule,
} from '@portico/domain/validation';
import { BadRequestError, isDomainError } from '../../errors';

/** One part of the multipart body, as @fastify/multipart hands it over. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable };

const RULES: readonly UploadRule[] = Object.values(UPLOAD_RULES);

/** Limit applied while a file streams before its field is known (a client sending `file` first). */
export const LARGEST_UPLOAD_BYTES = Math.max(...RULES.map((rule) => rule.maxBytes));
export const LARGEST_SIZE_MESSAGE = RULES.find(
  (rule) => rule.maxBytes === LARGEST_UPLOAD_BYTES,
)!.sizeMessage;
const ANY_EXTENSION = [...new Set(RULES.flatMap((rule) => rule.extensions))];
export const ANY_TYPE_MESSAGE = onlyFileTypesAllowed(ANY_EXTENSION.map((ext) => ext.toUpperCase()));

export const UNKNOWN_FIELD = 'Unknown document field';
export const OTHER_FIELD = 'This file was uploaded for another field';

export const uploadFailed = (errors?: Record<string, string>) =>
  new BadRequestError(MESSAGES.uploadFailed, errors);

export function ruleFor(field: string | undefined): { field: UploadField; rule: UploadRule } {
  if (field === undefined || !isUploadField(field)) {
    throw uploadFailed({ field: UNKNOWN_FIELD });
  }
  return { field, rule: UPLOAD_RULES[field] };
}

/** The parts, with anything the multipart parser throws turned into a 400: a malformed body. */
export async function* parsed(parts: AsyncIterable<UploadPart>): AsyncGenerator<UploadPart> {
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
export async function drain(stream: Readable): Promise<void> {
  try {
    await pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
  } catch {
    throw uploadFailed();
  }
}
