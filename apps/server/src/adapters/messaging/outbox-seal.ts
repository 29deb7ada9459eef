// The sealed copy of a message (decision 053): what the transport must send but no one may read in
// the outbox (a one-time code, a link's token, an erased person's address), encrypted with AES-256-GCM
// under a key derived from APP_SECRET by HKDF. Staff, a database reader or a backup see only the
// stored text with those parts hidden; the worker opens the seal at send time.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** The parts of a message the transport sends, as written by its caller. */
export type SealedParts = {
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** The channel-specific parts (JSON-serialisable): email headers, a WhatsApp template's values. */
  data?: unknown;
};

export type OutboxSeal = {
  seal(parts: SealedParts): string;
  /** Null when the seal cannot be opened (another APP_SECRET, a damaged value). */
  open(sealed: string): SealedParts | null;
};

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const partsSchema = z.object({
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  data: z.unknown().optional(),
});

export function createOutboxSeal(appSecret: string): OutboxSeal {
  // A key of its own: no other use of APP_SECRET (tokens, links) can open or forge a seal.
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'portico-outbox', 'outbox seal v1', 32));
  return {
    seal(parts) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(parts), 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]);
      return `${VERSION}.${sealed.toString('base64url')}`;
    },
    open(sealed) {
      const [version, encoded] = sealed.split('.', 2);
      if (version !== VERSION || !encoded) return null;
      const bytes = Buffer.from(encoded, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
        const parsed = partsSchema.safeParse(JSON.parse(plain));
        return parsed.success ? (parsed.data as SealedParts) : null;
      } catch {
        return null;
      }
    },
  };
}
