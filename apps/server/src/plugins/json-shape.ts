// A JSON body's depth and size, counted on its bytes as they arrive, before JSON.parse sees them.
// Parsing 1 MiB of nested brackets holds the event loop about half a second (V8 builds half a million
// lists); the input guard's limits, checked only after the parse, come too late for that. Counting
// the brackets and commas outside strings is one pass over bytes, and stops at the first one past a
// limit, so such a body is refused without ever being parsed.
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors';
import {
  MAX_INPUT_DEPTH,
  MAX_INPUT_VALUES,
  NESTED_TOO_DEEPLY,
  TOO_MANY_VALUES,
} from './input-guard';

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
