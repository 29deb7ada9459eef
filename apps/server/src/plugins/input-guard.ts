// Text the database cannot take, refused once for every route as the client's error (400) before any
// schema or handler sees it. PostgreSQL refuses NUL characters in text, and half of a surrogate pair
// in jsonb (JSON writes it as \ud800, which jsonb rejects; a text column would silently store U+FFFD
// instead); either surfaced as a 500 from whichever query first met it.
// The same walk bounds what a request may make the server walk at all: a value nested deeper, or with
// more parts, than any form of the portal is refused before anything else reads it.
//
// A large JSON body's depth and size are also counted on its bytes as they arrive, before JSON.parse
// sees them. Parsing 1 MiB of nested brackets holds the event loop about half a second (V8 builds half
// a million lists); the walk's limits, checked only after the parse, come too late for that. Counting
// the brackets and commas outside strings is one pass over bytes, and stops at the first one past a
// limit, so such a body is refused without ever being parsed.
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors';

export const TEXT_NOT_ALLOWED = 'This text contains a character that is not allowed';
export const NESTED_TOO_DEEPLY = 'The request is nested too deeply';
export const TOO_MANY_VALUES = 'The request has too many values';

/**
 * The deepest a request may nest. The deepest contract is a list of rows inside a form (3 levels);
 * 32 leaves room for any client's wrapping while keeping a hostile body's walk short.
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * The most values (each key's value, each list item) a request may hold. The largest real form (the
 * applicant's, with five directors and two proposers) has a few hundred; 20,000 is far past any form
 * and still walked in a few milliseconds.
 */
export const MAX_INPUT_VALUES = 20_000;

/** NUL, or a high surrogate without its low half, or a low one without its high half. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A value still to look at, linked to the one that holds it: the path is built only when a bad value
 * is found (copying it at every level made the walk quadratic in the depth).
 */
type Pending = { value: unknown; key: string; parent: Pending | null; depth: number };

function pathOf(node: Pending | null): string {
  const keys: string[] = [];
  for (let at = node; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/** What the walk found: nothing, text that cannot be stored (and where), or a limit passed. */
export type InputFinding =
  { kind: 'unstorable'; at: string } | { kind: 'too deep' } | { kind: 'too many values' } | null;

function childrenOf(value: object): [string, unknown][] {
  return Array.isArray(value)
    ? value.map((item, index): [string, unknown] => [String(index), item])
    : Object.entries(value);
}

/**
 * Where a parsed value (JSON, query, params, form fields) holds text that cannot be stored: the
 * dotted path of the value, or of the object whose key it is ('' for the top); or the limit it passes.
 */
export function inspectInput(value: unknown): InputFinding {
  // A list rather than recursion: a deeply nested body must not exhaust the stack.
  const pending: Pending[] = [{ value, key: '', parent: null, depth: 0 }];
  let values = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return { kind: 'unstorable', at: pathOf(next) };
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      if (next.depth >= MAX_INPUT_DEPTH) return { kind: 'too deep' };
      // Counted before the children are listed: a list of half a million is refused unread.
      values += Array.isArray(current) ? current.length : Object.keys(current).length;
      if (values > MAX_INPUT_VALUES) return { kind: 'too many values' };
      for (const [key, item] of childrenOf(current)) {
        if (UNSTORABLE.test(key)) return { kind: 'unstorable', at: pathOf(next) };
        pending.push({ value: item, key, parent: next, depth: next.depth + 1 });
      }
    }
  }
  return null;
}

/**
 * Throws the 400 for text that cannot be stored (`context` names a value without a path), or for a
 * value past the depth or size limit.
 */
export function assertStorableText(value: unknown, context = 'request'): void {
  const finding = inspectInput(value);
  if (finding === null) return;
  if (finding.kind === 'too deep') throw new BadRequestError(NESTED_TOO_DEEPLY);
  if (finding.kind === 'too many values') throw new BadRequestError(TOO_MANY_VALUES);
  throw new BadRequestError(TEXT_NOT_ALLOWED, { [finding.at || context]: TEXT_NOT_ALLOWED });
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

// ── A large JSON body, counted before it is parsed ─────────────────────────────────────────────
/**
 * Bodies this small are parsed as they come: whatever their shape, JSON.parse takes well under a
 * millisecond, and the input guard's walk still refuses them past its limits. Larger ones (and those
 * of unknown length) are counted as they stream in.
 */
const SCAN_FROM_BYTES = 8 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_LIST = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_LIST = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

/** Where `byte` next occurs in `chunk` from `from`, or the chunk's length when it does not. */
function nextIndex(chunk: Uint8Array, byte: number, from: number): number {
  const at = chunk.indexOf(byte, from);
  return at < 0 ? chunk.length : at;
}

/**
 * A counter fed a JSON text's bytes in order: the depth of its containers, and its values (a container
 * and each comma: at least the items and keys the input guard counts). Answers the message of the
 * first limit passed, or null. Byte-wise is safe: in UTF-8 no byte of a multi-byte character is ASCII.
 * Text inside strings is skipped with indexOf (native), so 1 MiB of text costs well under a
 * millisecond.
 */
export function jsonShapeCounter(): (chunk: Uint8Array) => string | null {
  let inString = false;
  let escaped = false;
  let depth = 0;
  let values = 0;
  return (chunk) => {
    let nextQuote = -1;
    let nextBackslash = -1;
    for (let at = 0; at < chunk.length;) {
      if (inString) {
        if (escaped) {
          escaped = false;
          at += 1;
          continue;
        }
        if (nextQuote < at) nextQuote = nextIndex(chunk, QUOTE, at);
        if (nextBackslash < at) nextBackslash = nextIndex(chunk, BACKSLASH, at);
        escaped = nextBackslash < nextQuote;
        inString = escaped || nextQuote === chunk.length;
        at = Math.min(nextQuote, nextBackslash) + 1;
        continue;
      }
      const byte = chunk[at];
      at += 1;
      if (byte === QUOTE) {
        inString = true;
      } else if (byte === OPEN_LIST || byte === OPEN_OBJECT) {
        depth += 1;
        values += 1;
        if (depth > MAX_INPUT_DEPTH) return NESTED_TOO_DEEPLY;
        if (values > MAX_INPUT_VALUES) return TOO_MANY_VALUES;
      } else if (byte === CLOSE_LIST || byte === CLOSE_OBJECT) {
        depth -= 1;
      } else if (byte === COMMA) {
        values += 1;
        if (values > MAX_INPUT_VALUES) return TOO_MANY_VALUES;
      }
    }
    return null;
  };
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.trimStart().toLowerCase().startsWith('application/json') ?? false;
}

/** The body's bytes passed through unchanged, failing with a 400 at the first limit passed. */
function countedStream(): Transform {
  const count = jsonShapeCounter();
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const problem = count(chunk);
      if (problem === null) callback(null, chunk);
      else callback(new BadRequestError(problem));
    },
  });
}

export function registerJsonShapeLimit(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!isJson(request.headers['content-type'])) return payload;
    const length = Number(request.headers['content-length']);
    if (length <= SCAN_FROM_BYTES) return payload;
    const counted = payload.pipe(countedStream());
    payload.on('error', (error) => counted.destroy(error));
    return counted;
  });
}
