// Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...). S3 needs a body's length up front,
// and an upload's length is only known at its end, so the body is first spooled to a private temporary
// file (memory stays flat whatever the size) and then sent in one PutObject: the object appears whole
// or not at all. The SDK is loaded on first use: it costs about half a second at start-up, and a server
// storing files on disk never needs it.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { NamedFileStore } from './file-store';
import { assertStorageKey, isValidStorageKey } from './storage-key';

export type S3FileStoreOptions = {
  bucket: string;
  /** For S3-compatible services; addressing is then path-style (http://host/bucket/key). */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's default credential chain (environment, instance role, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type S3FileStore = NamedFileStore & {
  readonly kind: 's3';
  readonly bucket: string;
  /** The SDK client (created on first use). */
  client(): Promise<S3Client>;
};

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** Runs `create` once, on first call; a failure is not remembered (the next call tries again). */
function lazy<T>(create: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= create().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The SDK's client and the commands we send, loaded on first use. */
function s3Sdk(options: S3FileStoreOptions) {
  return lazy(async () => {
    const s3 = await import('@aws-sdk/client-s3');
    const client = new s3.S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where S3 demands them: several S3-compatible services reject the SDK's
      // default streaming (aws-chunked) checksum trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const { PutObjectCommand, GetObjectCommand, DeleteObjectCommand, ListObjectsV2Command } = s3;
    return {
      client,
      PutObjectCommand,
      GetObjectCommand,
      DeleteObjectCommand,
      ListObjectsV2Command,
    };
  });
}

/**
 * Runs `send` with the body and its length, which S3 needs up front: a buffer as it is, a stream
 * spooled to a private temporary file first (removed afterwards).
 */
async function withSizedBody(
  body: Buffer | Readable,
  send: (payload: Buffer | Readable, length: number) => Promise<void>,
): Promise<void> {
  if (Buffer.isBuffer(body)) return send(body, body.length);
  const spoolDir = await mkdtemp(join(tmpdir(), 'portico-upload-'));
  try {
    const spool = join(spoolDir, 'body');
    await pipeline(body, createWriteStream(spool, { flags: 'wx', mode: 0o600 }));
    await send(createReadStream(spool), (await stat(spool)).size);
  } finally {
    await rm(spoolDir, { recursive: true, force: true });
  }
}

export function createS3FileStore(options: S3FileStoreOptions): S3FileStore {
  const sdk = s3Sdk(options);
  const Bucket = options.bucket;

  return {
    kind: 's3',
    bucket: Bucket,
    client: async () => (await sdk()).client,

    async put(key, body, meta) {
      try {
        assertStorageKey(key);
        const { client, PutObjectCommand } = await sdk();
        await withSizedBody(body, async (payload, length) => {
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: key,
              Body: payload,
              ContentLength: length,
              ContentType: meta.contentType,
            }),
          );
        });
      } catch (error) {
        if (body instanceof Readable) body.destroy();
        throw error;
      }
    },

    async get(key) {
      assertStorageKey(key);
      const { client, GetObjectCommand } = await sdk();
      try {
        const output = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (output.Body instanceof Readable) return output.Body;
        throw new Error('S3 GetObject returned no readable body');
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      const { client, DeleteObjectCommand } = await sdk();
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async *list() {
      const { client, ListObjectsV2Command } = await sdk();
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, ...(token ? { ContinuationToken: token } : {}) }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && isValidStorageKey(object.Key)) {
            yield { key: object.Key, modifiedAt: object.LastModified };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
