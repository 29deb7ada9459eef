// A local stand-in for APNs (decision 116), used by the tests and in development: an HTTP/2 server
// (without TLS) that answers POST /3/device/<token> as api.push.apple.com does for a Wallet pass,
// keeps each push it took, and answers 410 Unregistered for the tokens it is told are gone.
import { createServer, type ServerHttp2Stream, type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';

export type StandInPush = { pushToken: string; topic: string; payload: string };

export type ApnsStandIn = {
  url: string;
  pushes: StandInPush[];
  /** Tokens answered 410 Unregistered, as APNs does for a device that removed the pass. */
  unregistered: Set<string>;
  close(): Promise<void>;
};

/** APNs's answer to one push: its status and, for a refusal, its reason. */
function judge(
  headers: IncomingHttpHeaders,
  payload: string,
  unregistered: ReadonlySet<string>,
): { status: number; reason?: string; token?: string; topic?: string } {
  const token = /^\/3\/device\/([0-9A-Fa-f]+)$/.exec(String(headers[':path']))?.[1];
  const topic = headers['apns-topic'];
  if (headers[':method'] !== 'POST') return { status: 405, reason: 'MethodNotAllowed' };
  if (!token) return { status: 400, reason: 'BadDeviceToken' };
  if (typeof topic !== 'string' || !topic) return { status: 400, reason: 'MissingTopic' };
  try {
    JSON.parse(payload);
  } catch {
    return { status: 400, reason: 'BadPayload' };
  }
  if (unregistered.has(token)) return { status: 410, reason: 'Unregistered' };
  return { status: 200, token, topic };
}

function take(
  stream: ServerHttp2Stream,
  headers: IncomingHttpHeaders,
  payload: string,
  standIn: Pick<ApnsStandIn, 'pushes' | 'unregistered'>,
  onPush?: (push: StandInPush) => void,
): void {
  const { status, reason, token, topic } = judge(headers, payload, standIn.unregistered);
  if (status === 200 && token && topic) {
    const push = { pushToken: token, topic, payload };
    standIn.pushes.push(push);
    onPush?.(push);
  }
  stream.respond({ ':status': status, 'content-type': 'application/json' });
  stream.end(reason ? JSON.stringify({ reason }) : '');
}

export async function startApnsStandIn(
  options: { onPush?: (push: StandInPush) => void } = {},
): Promise<ApnsStandIn> {
  const state = { pushes: [] as StandInPush[], unregistered: new Set<string>() };
  const server = createServer();
  server.on('stream', (stream, headers) => {
    let payload = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      payload += chunk;
    });
    stream.on('end', () => take(stream, headers, payload, state, options.onPush));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ...state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
