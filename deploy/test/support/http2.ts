// A browser's connection to the site: HTTP/2 over TLS (the site listens with `http2`), one session
// that is opened again when nginx ends it (a reload ends the old workers' sessions with GOAWAY).
// A request nginx refused unprocessed (REFUSED_STREAM, or a stream past a GOAWAY's last one) is sent
// again, as a browser does: HTTP/2 guarantees such a request was not acted on (RFC 9113, 8.7), so
// this is safe for a POST too. Any other error is the caller's.
import http2 from 'node:http2';

export type Http2Answer = { status: number; body: Buffer; resent: number };

/** The session's refusals that mean "not processed, send it again". */
const UNPROCESSED = new Set(['ERR_HTTP2_GOAWAY_SESSION', 'ERR_HTTP2_INVALID_SESSION']);

export type Http2Client = {
  request(method: string, path: string, json?: unknown): Promise<Http2Answer>;
  close(): void;
};

export function http2Client(origin: string, ca: string): Http2Client {
  let session: http2.ClientHttp2Session | undefined;
  const current = () => {
    if (!session || session.closed || session.destroyed) {
      session = http2.connect(origin, { ca });
      // A session's own error (its socket closed) reaches each of its open streams as well.
      session.on('error', () => undefined);
    }
    return session;
  };

  /** One try: the answer, or 'unprocessed' when nginx refused the stream before acting on it. */
  const attempt = (method: string, path: string, body?: Buffer) =>
    new Promise<Omit<Http2Answer, 'resent'> | 'unprocessed'>((resolve, reject) => {
      let stream: http2.ClientHttp2Stream;
      try {
        stream = current().request({
          ':method': method,
          ':path': path,
          ...(body
            ? { 'content-type': 'application/json', 'content-length': String(body.length) }
            : {}),
        });
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        return UNPROCESSED.has(code) ? resolve('unprocessed') : reject(error as Error);
      }
      let status = 0;
      const chunks: Buffer[] = [];
      stream.on('response', (headers) => (status = Number(headers[':status'])));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
      const refused = () =>
        status === 0 && stream.rstCode === http2.constants.NGHTTP2_REFUSED_STREAM;
      stream.on('error', (error) => (refused() ? resolve('unprocessed') : reject(error)));
      // After 'end' or 'error' this changes nothing; alone, the stream ended without an answer.
      stream.on('close', () =>
        refused()
          ? resolve('unprocessed')
          : reject(new Error(`stream closed with code ${stream.rstCode} and no answer`)),
      );
      stream.end(body);
    });

  return {
    async request(method, path, json) {
      const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
      for (let resent = 0; resent < 3; resent += 1) {
        const answer = await attempt(method, path, body);
        if (answer !== 'unprocessed') return { ...answer, resent };
      }
      throw new Error(`${method} ${path} refused unprocessed three times`);
    },
    close() {
      session?.close();
    },
  };
}
