// Compresses what the server writes per request where it pays (decisions 026 and 057): JSON and text
// of 1 kB or more, and the streamed CSV exports, which stay streams (zlib compresses each chunk as it
// is read). The web app's files are compressed once at build time and go out as they are
// (plugins/web.ts); PDFs and images are compressed formats already and go out untouched.
//
// An answer that is whole in memory is compressed in one call, not piped through streams: for the
// few kilobytes of a JSON answer or a page, the streams cost several times the compression itself.
// A Buffer sent again (a kept page, plugins/page-cache.ts) is compressed once per encoding, and so is
// a public answer (a request without credentials) whose text was answered before: the catalogue, the
// states, the health of the app. Once such a copy has been sent again, it is compressed once more at
// brotli's best quality in zlib's thread pool, and later visitors get the smaller copy (about 15 %
// fewer bytes for a page): what is sent many times is worth compressing as the build does.
import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Public answers kept compressed, by their text; the least recently sent goes first. */
const PUBLIC_ANSWERS_KEPT = 256;

/** Up to this size an answer is compressed on the event loop; larger ones in zlib's thread pool. */
const IN_PLACE_LIMIT_BYTES = 64 * 1024;

/**
 * Text and JSON only: stored files may be application/octet-stream, and PDFs and images are
 * compressed already.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)/u;

type Encoding = 'br' | 'gzip';

// Brotli's quality 3, told the answer's size, compresses a JSON answer of 1.6 to 13 kB as small as
// quality 4 (within 2 %) in about 60 % of its time (18 µs against 33 µs for 1.6 kB, measured beside
// gzip's default at 18 µs and 1 % larger): per-request answers are compressed on the event loop, so
// their CPU counts on every call. The higher qualities are for copies sent many times, and the build.
const BROTLI: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/** The per-request options for `data`: its size lets brotli size its state to it. */
const brotliFor = (data: Buffer): zlib.BrotliOptions => ({
  params: { ...BROTLI.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
});

const compressInPlace: Record<Encoding, (data: Buffer) => Buffer> = {
  br: (data) => zlib.brotliCompressSync(data, brotliFor(data)),
  gzip: (data) => zlib.gzipSync(data),
};
const brotliInPool = promisify(zlib.brotliCompress);

/** For copies sent many times: the build's quality, worth its cost once (in the thread pool). */
const BEST_BROTLI: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/**
 * A compressed copy kept for an answer sent again. `sends` counts its sends; at the second, a brotli
 * copy is replaced by one of the best quality (once: `improving`), so a copy nobody asks for again
 * never costs more than the first compression.
 */
type Kept = { copy: Buffer; sends: number; improving: boolean };

function sendKept(kept: Kept, encoding: Encoding, source: () => Buffer): Buffer {
  kept.sends += 1;
  if (encoding === 'br' && kept.sends >= 2 && !kept.improving) {
    kept.improving = true;
    brotliInPool(source(), BEST_BROTLI).then(
      (best) => {
        if (best.length < kept.copy.length) kept.copy = best;
      },
      () => undefined, // the quick copy stays: it was right, only larger
    );
  }
  return kept.copy;
}
const gzipInPool = promisify(zlib.gzip);
const compressInPool: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) => brotliInPool(data, brotliFor(data)),
  gzip: (data) => gzipInPool(data),
};
const compressingStream: Record<Encoding, () => zlib.BrotliCompress | zlib.Gzip> = {
  br: () => zlib.createBrotliCompress(BROTLI),
  gzip: () => zlib.createGzip(),
};

const isStream = (payload: unknown): payload is Readable =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { pipe?: unknown }).pipe === 'function';

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'Accept-Encoding');
  } else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/iu.test(String(vary))) {
    reply.header('vary', `${String(vary)}, Accept-Encoding`);
  }
}

function compressible(reply: FastifyReply, payload: unknown): boolean {
  if (payload === null || payload === undefined || reply.hasHeader('content-encoding'))
    return false;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return false;
  if (isStream(payload)) return true;
  if (typeof payload === 'string') return Buffer.byteLength(payload) >= COMPRESSION_THRESHOLD_BYTES;
  return Buffer.isBuffer(payload) && payload.length >= COMPRESSION_THRESHOLD_BYTES;
}

/** Nothing in the request says who is asking: its answer is anyone's. */
const isPublic = (request: FastifyRequest) =>
  request.headers.authorization === undefined && request.headers.cookie === undefined;

/** Compressed copies of public answers' text, least recently used first. */
function publicAnswers() {
  const kept = new Map<string, Kept>();
  return {
    get(encoding: Encoding, text: string): Kept | undefined {
      const key = encoding + text;
      const copy = kept.get(key);
      if (copy) {
        kept.delete(key);
        kept.set(key, copy);
      }
      return copy;
    },
    set(encoding: Encoding, text: string, copy: Buffer): void {
      kept.set(encoding + text, { copy, sends: 1, improving: false });
      for (const oldest of kept.keys()) {
        if (kept.size <= PUBLIC_ANSWERS_KEPT) break;
        kept.delete(oldest);
      }
    },
  };
}

export function registerCompression(app: FastifyInstance): void {
  const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
  // Compressed copies of Buffers sent more than once, for as long as their sender keeps them.
  const copies = new WeakMap<Buffer, Partial<Record<Encoding, Kept>>>();
  const publicCopies = publicAnswers();

  const compress = async (data: Buffer, encoding: Encoding) =>
    data.length <= IN_PLACE_LIMIT_BYTES
      ? compressInPlace[encoding](data)
      : compressInPool[encoding](data);

  async function compressedBuffer(payload: Buffer, encoding: Encoding): Promise<Buffer> {
    const known = copies.get(payload);
    const kept = known?.[encoding];
    if (kept) return sendKept(kept, encoding, () => payload);
    const result = await compress(payload, encoding);
    copies.set(payload, { ...known, [encoding]: { copy: result, sends: 1, improving: false } });
    return result;
  }

  async function compressedText(text: string, encoding: Encoding, anyones: boolean) {
    const kept = anyones && text.length <= IN_PLACE_LIMIT_BYTES;
    const copy = kept ? publicCopies.get(encoding, text) : undefined;
    if (copy) return sendKept(copy, encoding, () => Buffer.from(text));
    const result = await compress(Buffer.from(text), encoding);
    if (kept) publicCopies.set(encoding, text, result);
    return result;
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (!compressible(reply, payload)) return payload;
    // Another client's answer to this URL may be compressed differently: caches must know.
    addVary(reply);
    const encoding = negotiator.negotiate(request.headers['accept-encoding'] ?? '');
    if (!encoding || request.method === 'HEAD') return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    if (isStream(payload)) {
      return pipeline(payload, compressingStream[encoding](), (error) => {
        if (error) request.log.warn({ err: error }, 'compressing a streamed answer failed');
      });
    }
    return typeof payload === 'string'
      ? compressedText(payload, encoding, isPublic(request))
      : compressedBuffer(payload as Buffer, encoding);
  });
}
