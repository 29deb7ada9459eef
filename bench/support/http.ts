// A lean HTTP client for the save benchmark: keep-alive node:http with bodies sent as prepared
// buffers, so that the load generator spends little CPU per request on a 2-core machine (fetch with
// FormData copies each 1 MB file through web streams).
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true });

export type JsonResponse<T> = { status: number; body: T };

function send<T>(
  url: string,
  headers: Record<string, string | number>,
  chunks: readonly Buffer[],
): Promise<JsonResponse<T>> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => {
        try {
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(parts).toString('utf8')) as T,
          });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

export function postJson<T>(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<JsonResponse<T>> {
  const payload = Buffer.from(JSON.stringify(body));
  return send<T>(
    url,
    { ...headers, 'content-type': 'application/json', 'content-length': payload.length },
    [payload],
  );
}

/** A multipart/form-data POST of text fields, then one file (the order the portal's form uses). */
export function postMultipart<T>(
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; content: Buffer },
): Promise<JsonResponse<T>> {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  let head = '';
  for (const [name, value] of Object.entries(fields)) {
    head += `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  head +=
    `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
    `content-type: ${file.type}\r\n\r\n`;
  const chunks = [Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)];
  return send<T>(
    url,
    {
      ...headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': chunks.reduce((sum, chunk) => sum + chunk.length, 0),
    },
    chunks,
  );
}

/** A POST of exact bytes with the given headers (a provider's webhook delivery). */
export function postRaw<T>(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<JsonResponse<T>> {
  return send<T>(url, { ...headers, 'content-length': body.length }, [body]);
}

/** A GET of JSON over the same keep-alive agent. */
export function getJson<T>(url: string): Promise<JsonResponse<T>> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => {
        try {
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(parts).toString('utf8')) as T,
          });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
