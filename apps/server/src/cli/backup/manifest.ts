// What `backup <dir>` writes beside the database dump and the files, and `restore <dir>` checks first:
// every part's size and SHA-256, the migrations the database held, and a fingerprint of APP_SECRET
// (a hash, never the secret), without which a restore could silently end every session and link.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'database.dump';
export const FILES_DIR = 'files';
const FORMAT = 'portico-backup/1';

const fileEntry = z.object({
  key: z.string(),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  contentType: z.string(),
});
export type FileEntry = z.infer<typeof fileEntry>;

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.string(),
  appSecretFingerprint: z.string(),
  database: z.object({
    file: z.literal(DATABASE_FILE),
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    migrations: z.number().int().min(0),
    latestMigration: z.string().nullable(),
  }),
  files: z.object({ store: z.enum(['disk', 's3']), entries: z.array(fileEntry) }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Tells two secrets apart without revealing either (APP_SECRET is 256 random bits or more). */
export function appSecretFingerprint(secret: string): string {
  return `sha256:${sha256(Buffer.from(`portico APP_SECRET fingerprint\n${secret}`)).slice(0, 32)}`;
}

/** The type a stored file is served with, from its first bytes (uploads are PDF, PNG or JPEG). */
export function sniffContentType(bytes: Buffer): string {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))) {
    return 'image/png';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return 'application/octet-stream';
}

export function writeManifest(dir: string, manifest: Omit<Manifest, 'format'>): void {
  const text = JSON.stringify({ format: FORMAT, ...manifest }, null, 2);
  writeFileSync(join(dir, MANIFEST_FILE), `${text}\n`, { mode: 0o600 });
}

/** The manifest of the backup in `dir`, or why it cannot be read. */
export function readManifest(dir: string): Manifest | { problem: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8'));
  } catch (error) {
    return { problem: `${join(dir, MANIFEST_FILE)}: ${(error as Error).message}` };
  }
  const parsed = manifestSchema.safeParse(raw);
  return parsed.success
    ? parsed.data
    : { problem: `${join(dir, MANIFEST_FILE)} is not a ${FORMAT} manifest` };
}
