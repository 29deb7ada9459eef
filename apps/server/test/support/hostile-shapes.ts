// The hostile shapes of the standing fuzz test (test/malformed-input.test.ts): requests built to cost
// the server as much as it lets a client send, rather than to break one value. Bodies go up to the
// body limit (1 MiB): nested lists and objects, a list of half a million values, 50,000 keys, long
// text in every field; multipart forms of many fields and of deep JSON text; deep and wide query
// strings. Each is sent to every route that reads what it carries, and must be answered at once.
import { plainUrlOf, sampleBody, type Probe, type RouteUnderTest } from './malformed';

/** Fastify's default body limit, which the app keeps: the largest body a client can make us parse. */
export const BODY_LIMIT = 1024 * 1024;

type Shape = { name: string; payload: Buffer; contentType: string; chunkBytes?: number };

const JSON_TYPE = 'application/json';

/**
 * What a socket hands the server at once. Forms go in pieces of this size: the multipart parser
 * reads every piece it is given to its end, limits or not, so one 1 MiB piece (which no network
 * delivers) would measure the parser's drain rather than the server.
 */
const SOCKET_CHUNK = 64 * 1024;

/** Bracket pairs to fill `bytes`: `[[[…]]]`, or `{"a":{"a":…1}}`. */
function nested(open: string, close: string, bytes: number, core = ''): Buffer {
  const depth = Math.floor((bytes - core.length) / (open.length + close.length));
  return Buffer.from(`${open.repeat(depth)}${core}${close.repeat(depth)}`);
}

function manyKeys(count: number): Buffer {
  const entries = Array.from({ length: count }, (_, index) => `"k${index}":1`);
  return Buffer.from(`{${entries.join(',')}}`);
}

/** Every text of the sample, and every key, replaced by text long enough to fill the body limit. */
function longTextEverywhere(sample: unknown, leafCount: number): Buffer {
  const length = Math.floor((BODY_LIMIT * 0.9) / Math.max(1, leafCount));
  const long = 'x'.repeat(length);
  const json = JSON.stringify(sample, (_key, value: unknown) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? long
      : value,
  );
  return Buffer.from(json);
}

function countLeaves(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1;
  return Object.values(value).reduce<number>((total, item) => total + countLeaves(item), 0) || 1;
}

const BOUNDARY = '----porticohostile';

function multipart(fields: [string, string][]): Buffer {
  const parts = fields.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`);
}

const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

// Built once: the same bytes for every route.
const JSON_SHAPES: Shape[] = [
  {
    name: 'nested lists to the body limit',
    payload: nested('[', ']', BODY_LIMIT - 64),
    contentType: JSON_TYPE,
  },
  {
    name: 'nested objects to the body limit',
    payload: nested('{"a":', '}', BODY_LIMIT - 64, '1'),
    contentType: JSON_TYPE,
  },
  {
    name: 'a list of half a million values',
    payload: Buffer.from(`{"a":[${Array.from({ length: 500_000 }, () => '0').join(',')}]}`),
    contentType: JSON_TYPE,
  },
  { name: '50,000 keys', payload: manyKeys(50_000), contentType: JSON_TYPE },
];

/**
 * Forms, for the routes that read their body themselves (no body schema): the others never read a
 * form's parts.
 */
const FORM_SHAPES: Shape[] = [
  {
    name: 'a form of 14,000 fields (1 MiB)',
    payload: multipart(Array.from({ length: 14_000 }, (_, index) => [`f${index}`, '1'])),
    contentType: MULTIPART_TYPE,
    chunkBytes: SOCKET_CHUNK,
  },
  {
    name: 'a form whose lists are deep JSON text',
    payload: multipart(['members', 'director', 'name'].map((name) => [name, '['.repeat(60_000)])),
    contentType: MULTIPART_TYPE,
    chunkBytes: SOCKET_CHUNK,
  },
];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A deep query key (`q[a][a]…`) and 2,000 keys, both within the 16 kB a request line may take. */
function queryShapes(url: string): Probe[] {
  const join = url.includes('?') ? '&' : '?';
  const wide = Array.from({ length: 2_000 }, (_, index) => `k${index}=1`).join('&');
  return [
    { description: 'a deep query string', url: `${url}${join}q${'[a]'.repeat(2_000)}=1` },
    { description: 'a query of 2,000 keys', url: `${url}${join}${wide}` },
  ];
}

/** The hostile requests for one route, in a fixed order. */
export function hostileProbesFor(route: RouteUnderTest): Probe[] {
  const url = plainUrlOf(route);
  const probes = queryShapes(url);
  if (!BODY_METHODS.has(route.method)) return probes;
  const sample = sampleBody(route);
  const shapes: Shape[] = [
    ...JSON_SHAPES,
    ...(route.body ? [] : FORM_SHAPES),
    {
      name: 'long text in every field',
      payload: longTextEverywhere(sample, countLeaves(sample)),
      contentType: JSON_TYPE,
    },
  ];
  for (const shape of shapes) {
    probes.push({
      description: shape.name,
      url,
      payload: {
        headers: { 'content-type': shape.contentType },
        payload: shape.payload,
        ...(shape.chunkBytes ? { chunkBytes: shape.chunkBytes } : {}),
      },
    });
  }
  return probes;
}
