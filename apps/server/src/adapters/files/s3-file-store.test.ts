// The S3 store against a tiny in-process stand-in for S3 (test/support/fake-s3.ts): it proves the
// requests the SDK makes and how the store reads the answers, not S3's own behaviour.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../../test/support/fake-s3';
import { ConfigError, loadConfig } from '../../config';
import { createFileStore } from './create-file-store';
import { createS3FileStore, type S3FileStore } from './s3-file-store';

const BUCKET = 'portico-test';
let fake: FakeS3;

beforeAll(async () => {
  fake = await startFakeS3(BUCKET);
});

afterAll(() => fake.close());

beforeEach(() => fake.reset());

function newStore(): S3FileStore {
  return createS3FileStore({
    bucket: BUCKET,
    endpoint: fake.endpoint,
    region: 'auto',
    credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
  });
}

describe('S3 file store (against a fake S3 endpoint)', () => {
  it('puts a stream and a buffer, path-style and signed, with their content type', async () => {
    const store = newStore();
    await store.put('a.pdf', Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7')]), {
      contentType: 'application/pdf',
    });
    await store.put('b.png', Buffer.from('png bytes'), { contentType: 'image/png' });

    expect(fake.objects.get('a.pdf')).toMatchObject({
      body: Buffer.from('%PDF-1.7'),
      contentType: 'application/pdf',
    });
    expect(fake.objects.get('b.png')?.contentType).toBe('image/png');
    expect(fake.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT /${BUCKET}/a.pdf`,
      `PUT /${BUCKET}/b.png`,
    ]);
    expect(fake.requests[0]?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
  });

  it('gets what was put, null for a missing key, and deletes', async () => {
    const store = newStore();
    await store.put('a.pdf', Buffer.from('%PDF-content'), { contentType: 'application/pdf' });
    expect((await buffer((await store.get('a.pdf'))!)).toString()).toBe('%PDF-content');
    expect(await store.get('missing.pdf')).toBeNull();
    await store.delete('a.pdf');
    await store.delete('a.pdf');
    expect(fake.objects.size).toBe(0);
  });

  it('stores nothing when the body fails part-way, and reports a refused put', async () => {
    const store = newStore();
    const cut = Readable.from(
      (async function* () {
        yield Buffer.from('%PDF-partial');
        throw new Error('connection reset');
      })(),
    );
    await expect(store.put('cut.pdf', cut, { contentType: 'application/pdf' })).rejects.toThrow(
      'connection reset',
    );
    expect(fake.requests).toEqual([]);

    fake.failPuts = true;
    await expect(
      store.put('x.pdf', Readable.from([Buffer.from('x')]), { contentType: 'application/pdf' }),
    ).rejects.toThrow();
    expect(fake.objects.size).toBe(0);
  });

  it('refuses keys that are not plain names', async () => {
    const store = newStore();
    await expect(
      store.put('../x', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toThrow('invalid storage key');
    expect(fake.requests).toEqual([]);
  });
});

describe('choosing the store from the configuration', () => {
  it('uses DATA_DIR/uploads without a bucket', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/portico' });
    expect(config.files).toEqual({ driver: 'disk' });
    const store = createFileStore(config);
    expect(store).toMatchObject({ kind: 'disk', dir: '/srv/portico/uploads' });
  });

  it('uses S3 when FILES_S3_BUCKET is set', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      FILES_S3_BUCKET: 'portico-files',
      FILES_S3_ENDPOINT: 'https://minio.internal:9000',
      FILES_S3_REGION: 'ap-south-1',
      FILES_S3_ACCESS_KEY_ID: 'key',
      FILES_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.files).toEqual({
      driver: 's3',
      bucket: 'portico-files',
      endpoint: 'https://minio.internal:9000',
      region: 'ap-south-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    const store = createFileStore(config) as S3FileStore;
    expect(store).toMatchObject({ kind: 's3', bucket: 'portico-files' });
    const client = await store.client();
    expect(await client.config.region()).toBe('ap-south-1');
    expect(client.config.forcePathStyle).toBe(true);
  });

  it('defaults the region and leaves credentials to the SDK chain', () => {
    const config = loadConfig({ NODE_ENV: 'test', FILES_S3_BUCKET: 'b' });
    expect(config.files).toMatchObject({
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
    });
  });

  it.each([
    [{ FILES_S3_ENDPOINT: 'https://s3.example.com' }, 'FILES_S3_ENDPOINT: needs FILES_S3_BUCKET'],
    [
      { FILES_S3_BUCKET: 'b', FILES_S3_ACCESS_KEY_ID: 'key' },
      'FILES_S3_SECRET_ACCESS_KEY: FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together',
    ],
    [
      { FILES_S3_BUCKET: 'b', FILES_S3_ENDPOINT: 'minio:9000' },
      'FILES_S3_ENDPOINT: must be an http(s) URL',
    ],
  ])('refuses an incomplete S3 configuration %j', (env, problem) => {
    let problems: readonly string[] = [];
    try {
      loadConfig({ NODE_ENV: 'test', ...env });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems = error.problems;
    }
    expect(problems).toContain(problem);
  });
});
