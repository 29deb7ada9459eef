// APNs for Wallet passes, as Apple documents it: an HTTP/2 POST to /3/device/<push token> on
// api.push.apple.com, authenticated by the Pass Type ID certificate and its key (TLS client
// authentication), apns-topic the pass type identifier, the payload an empty JSON dictionary. One
// HTTP/2 connection is kept and reused, as Apple asks; a closed one is opened again on the next push.
import { connect, constants, type ClientHttp2Session } from 'node:http2';
import type { PassPusher, PushOutcome } from './pass-pusher';

export const APNS_URL = 'https://api.push.apple.com';

export type ApnsOptions = {
  /** https://api.push.apple.com, or a stand-in's http:// address (HTTP/2 without TLS). */
  url: string;
  /** The pass type identifier. */
  topic: string;
  certificate: string;
  key: string;
  passphrase?: string | undefined;
  timeoutMs?: number;
};

/** Reasons APNs gives for a token that will never work again. */
const GONE = new Set(['BadDeviceToken', 'DeviceTokenNotForTopic', 'Unregistered']);

function outcomeOf(status: number, body: string): PushOutcome {
  if (status === 200) return 'sent';
  if (status === 410) return 'unregistered';
  try {
    const { reason } = JSON.parse(body) as { reason?: unknown };
    if (status === 400 && typeof reason === 'string' && GONE.has(reason)) return 'unregistered';
  } catch {
    // Not JSON: an unknown failure, tried again.
  }
  return 'failed';
}

export function createApnsPusher(options: ApnsOptions): PassPusher {
  let session: ClientHttp2Session | null = null;
  const open = (): ClientHttp2Session => {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = connect(options.url, {
      cert: options.certificate,
      key: options.key,
      ...(options.passphrase ? { passphrase: options.passphrase } : {}),
    });
    // A failed connection fails its requests, which answer 'failed'; nothing else to do here.
    opened.on('error', () => undefined);
    opened.on('close', () => {
      if (session === opened) session = null;
    });
    session = opened;
    return opened;
  };

  const push = (pushToken: string) =>
    new Promise<PushOutcome>((resolve) => {
      let status = 0;
      let body = '';
      const request = open().request({
        ':method': 'POST',
        ':path': `/3/device/${encodeURIComponent(pushToken)}`,
        'apns-topic': options.topic,
        'content-type': 'application/json',
      });
      request.setTimeout(options.timeoutMs ?? 10_000, () =>
        request.close(constants.NGHTTP2_CANCEL),
      );
      request.setEncoding('utf8');
      request.on('response', (headers) => {
        status = Number(headers[':status']);
      });
      request.on('data', (chunk: string) => {
        body += chunk;
      });
      request.on('close', () => resolve(outcomeOf(status, body)));
      request.on('error', () => resolve('failed'));
      request.end('{}');
    });

  return {
    push,
    close: () =>
      new Promise<void>((resolve) => {
        const current = session;
        session = null;
        if (!current || current.closed) {
          resolve();
          return;
        }
        current.close(() => resolve());
      }),
  };
}
