// The saves accept multipart (what the form posts: every value a string, lists as JSON text) and JSON
// with the same names. Both become one plain object that the domain schemas then validate, so the
// two encodings cannot drift apart. Files are not accepted here: they go to POST /api/upload first and
// the saves carry the url it returned.
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { BadRequestError, isDomainError } from '../../errors';
import { assertStorableText } from '../../plugins/input-guard';

export const FILES_NOT_ACCEPTED =
  'Upload files with /api/upload and send the url it returns instead';
export const FORM_UNREADABLE = 'The form data could not be read';

type MultipartValue = { type?: unknown; value?: unknown; fieldname?: unknown };

function isMultipartPart(value: unknown): value is MultipartValue {
  return typeof value === 'object' && value !== null && 'fieldname' in value && 'type' in value;
}

/** A body some other registration of @fastify/multipart already attached (attachFieldsToBody). */
function fromAttachedParts(body: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(body)) {
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (isMultipartPart(value)) {
      if (value.type !== 'field') throw new BadRequestError(FILES_NOT_ACCEPTED);
      fields[name] = value.value;
    } else if (Buffer.isBuffer(value)) {
      throw new BadRequestError(FILES_NOT_ACCEPTED);
    } else {
      fields[name] = value;
    }
  }
  return fields;
}

/**
 * An error that already says it is the client's (the parser's limits: 413, a `__proto__` field: 400).
 * The parser throws anything else for a body it cannot split into parts (no boundary).
 */
function isClientError(error: unknown): boolean {
  if (isDomainError(error)) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export async function readFormBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  const multipart = typeof request.isMultipart === 'function' && request.isMultipart();
  const { body } = request;
  if (!multipart) {
    if (body === undefined || body === null) return {};
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw new BadRequestError('The request body must be an object');
    }
    return body as Record<string, unknown>;
  }
  // The input guard saw the parsed bodies; form fields are first read here.
  if (body && typeof body === 'object') {
    const attached = fromAttachedParts(body as Record<string, unknown>);
    assertStorableText(attached);
    return attached;
  }

  const fields: Record<string, unknown> = {};
  let sawFile = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Drain it so the rest of the form can still be read, then refuse the request.
        sawFile = true;
        part.file.resume();
        continue;
      }
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw isClientError(error) ? error : new BadRequestError(FORM_UNREADABLE);
  }
  if (sawFile) throw new BadRequestError(FILES_NOT_ACCEPTED);
  assertStorableText(fields);
  return fields;
}

/**
 * preValidation hook of the form routes: the fields, from JSON or multipart alike, become the body,
 * which Fastify then validates with the route's request contract (decision 060).
 */
export async function formFieldsAsBody(request: FastifyRequest): Promise<void> {
  request.body = await readFormBody(request);
}
