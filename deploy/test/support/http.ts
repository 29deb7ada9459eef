// Requests over HTTP or HTTPS (trusting the run's own certificate), with JSON or multipart bodies.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = Record<string, unknown>>(): T;
};

export type FilePart = { filename: string; contentType: string; content: Buffer };

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string | FilePart>;
  /** The CA that signed an HTTPS server's certificate. */
  ca?: string;
  /** A connection of its own, closed after the answer (else one the default agent keeps alive). */
  newConnection?: boolean;
};

function multipart(form: Record<string, string | FilePart>): { body: Buffer; type: string } {
  const boundary = `----portico${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(form)) {
    const head =
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`;
    parts.push(Buffer.from(head), typeof value === 'string' ? Buffer.from(value) : value.content);
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: Buffer | undefined;
  if (options.json !== undefined) {
    body = Buffer.from(JSON.stringify(options.json));
    headers['content-type'] = 'application/json';
  } else if (options.form) {
    const encoded = multipart(options.form);
    body = encoded.body;
    headers['content-type'] = encoded.type;
  }
  if (body) headers['content-length'] = String(body.length);
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      target,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers,
        ...(options.ca ? { ca: options.ca } : {}),
        ...(options.newConnection ? { agent: false } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const buffer = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: buffer,
            text: () => buffer.toString('utf8'),
            json: <T>() => JSON.parse(buffer.toString('utf8')) as T,
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
