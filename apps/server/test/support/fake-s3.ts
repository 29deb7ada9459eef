// A tiny in-process stand-in for S3, path-style: PUT, GET and DELETE of objects and ListObjectsV2
// (in pages of LIST_PAGE_SIZE keys, so a client's paging is exercised). It proves the requests the
// SDK makes and how the store reads the answers, not S3's own behaviour.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

export type StoredObject = { body: Buffer; contentType: string | undefined; modifiedAt: Date };

export type FakeS3 = {
  endpoint: string;
  bucket: string;
  objects: Map<string, StoredObject>;
  requests: { method: string; path: string; authorization: string | undefined }[];
  /** While true, every PUT fails with a 500. */
  failPuts: boolean;
  reset(): void;
  close(): Promise<void>;
};

/** Keys per ListObjectsV2 page: small, so that listing a handful of objects takes several pages. */
export const LIST_PAGE_SIZE = 2;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function listing(fake: FakeS3, url: URL): string {
  const keys = [...fake.objects.keys()].sort();
  const after = url.searchParams.get('continuation-token') ?? '';
  const rest = keys.filter((key) => key > after);
  const page = rest.slice(0, LIST_PAGE_SIZE);
  const truncated = rest.length > page.length;
  const contents = page
    .map((key) => {
      const object = fake.objects.get(key)!;
      return (
        `<Contents><Key>${escapeXml(key)}</Key>` +
        `<LastModified>${object.modifiedAt.toISOString()}</LastModified>` +
        `<ETag>"etag"</ETag><Size>${object.body.length}</Size>` +
        `<StorageClass>STANDARD</StorageClass></Contents>`
      );
    })
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
    `<Name>${fake.bucket}</Name><Prefix></Prefix><KeyCount>${page.length}</KeyCount>` +
    `<MaxKeys>${LIST_PAGE_SIZE}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}` +
    (truncated ? `<NextContinuationToken>${escapeXml(page.at(-1)!)}</NextContinuationToken>` : '') +
    `</ListBucketResult>`
  );
}

function handle(
  fake: FakeS3,
  request: IncomingMessage,
  respond: (status: number, body?: Buffer | string, headers?: Record<string, string>) => void,
) {
  const url = new URL(request.url ?? '/', 'http://fake');
  fake.requests.push({
    method: request.method ?? '',
    path: url.pathname,
    authorization: request.headers.authorization,
  });
  const [, bucket, ...rest] = url.pathname.split('/');
  const key = decodeURIComponent(rest.join('/'));
  if (bucket !== fake.bucket) return respond(404, '<Error><Code>NoSuchBucket</Code></Error>');
  switch (request.method) {
    case 'PUT':
      return void buffer(request).then((body) => {
        if (fake.failPuts)
          return respond(500, '<Error><Code>InternalError</Code><Message>boom</Message></Error>');
        fake.objects.set(key, {
          body,
          contentType: request.headers['content-type'],
          modifiedAt: new Date(),
        });
        respond(200, '', { etag: '"etag"' });
      });
    case 'GET': {
      if (key === '' && url.searchParams.get('list-type') === '2') {
        return respond(200, listing(fake, url), { 'content-type': 'application/xml' });
      }
      const object = fake.objects.get(key);
      if (!object) {
        return respond(
          404,
          '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          { 'content-type': 'application/xml' },
        );
      }
      return respond(200, object.body, {
        'content-type': object.contentType ?? 'application/octet-stream',
        'content-length': String(object.body.length),
      });
    }
    case 'DELETE':
      fake.objects.delete(key);
      return respond(204);
    default:
      return respond(405);
  }
}

export async function startFakeS3(bucket = 'portico-test'): Promise<FakeS3> {
  // The handler reads `fake` only when a request arrives, after it is made.
  const server: Server = createServer((request, response) => {
    handle(fake, request, (status, body, headers = {}) => {
      response.writeHead(status, headers);
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeS3 = {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket,
    objects: new Map(),
    requests: [],
    failPuts: false,
    reset() {
      fake.objects.clear();
      fake.requests.length = 0;
      fake.failPuts = false;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}
