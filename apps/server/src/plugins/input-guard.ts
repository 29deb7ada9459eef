// Text the database cannot take, refused once for every route as the client's error (400) before any
// schema or handler sees it. PostgreSQL refuses NUL characters in text, and half of a surrogate pair
// in jsonb (JSON writes it as \ud800, which jsonb rejects; a text column would silently store U+FFFD
// instead); either surfaced as a 500 from whichever query first met it.
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors';

export const TEXT_NOT_ALLOWED = 'This text contains a character that is not allowed';

/** NUL, or a high surrogate without its low half, or a low one without its high half. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Pending = { value: unknown; path: string[] };

/**
 * Where a parsed value (JSON, query, params, form fields) holds text that cannot be stored: the
 * dotted path of the value, or of the object whose key it is ('' for the top); null when none.
 */
export function unstorableTextAt(value: unknown): string | null {
  // A list rather than recursion: a deeply nested body must not exhaust the stack.
  const pending: Pending[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path.join('.');
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return path.join('.');
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** Throws the 400 for text that cannot be stored; `context` names a value without a path. */
export function assertStorableText(value: unknown, context = 'request'): void {
  const at = unstorableTextAt(value);
  if (at !== null)
    throw new BadRequestError(TEXT_NOT_ALLOWED, { [at || context]: TEXT_NOT_ALLOWED });
}

export function registerInputGuard(app: FastifyInstance): void {
  // preValidation: after a route's onRequest guards (staff-only lists answer 401/403 first) and
  // after the body is parsed; form fields are read later by the routes, through readFormBody.
  app.addHook('preValidation', async (request) => {
    assertStorableText(request.params);
    assertStorableText(request.query);
    assertStorableText(request.body);
  });
}
