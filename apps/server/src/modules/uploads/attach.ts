// What other modules need from uploads: the url ↔ storage key mapping and attaching uploaded documents
// to an application inside the caller's save transaction. Callers check first that the principal may
// attach each file (see ./access.ts: uploader, owner of the application, or staff).
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documents } from '../../db/schema';
import { BadRequestError, type FieldErrors } from '../../errors';

export const FILES_URL_PREFIX = '/api/files/';

/** The message for a url that names no current upload of that field. */
export const UPLOAD_AGAIN = 'Please upload this file again';

/** Keys the uploads module creates: 32 hex characters (16 random bytes) and the checked extension. */
const UPLOAD_KEY_PATTERN = /^[0-9a-f]{32}\.(?:pdf|jpe?g|png)$/;

/** A new upload key: 16 random bytes in hex and the file's checked extension. */
export function newUploadKey(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export function isUploadKey(key: string): boolean {
  return UPLOAD_KEY_PATTERN.test(key);
}

export function documentUrl(storageKey: string): string {
  return `${FILES_URL_PREFIX}${storageKey}`;
}

/**
 * The storage key a document url names: accepts what POST /api/upload returned ('/api/files/<key>'),
 * the same with an origin ('https://host/api/files/<key>'), or the bare key. Null for anything else.
 */
export function storageKeyFromUrl(url: string): string | null {
  let value = url.trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      value = new URL(value).pathname;
    } catch {
      return null;
    }
  }
  value = value.split(/[?#]/)[0] ?? '';
  if (value.startsWith(FILES_URL_PREFIX)) value = value.slice(FILES_URL_PREFIX.length);
  return isUploadKey(value) ? value : null;
}

export type AttachResult = {
  /** Keys of documents these uploads superseded (marked replaced; their files are still stored). */
  replacedKeys: string[];
};

/**
 * Links the uploads named by `urlsByField` (document field → url; blank values are skipped) to the
 * application, and marks any other current document of the same field of that application replaced.
 * Each url must name a current upload of that field that is unattached or already this
 * application's, else 400 with `errors[field] = UPLOAD_AGAIN` (the check and the link are one
 * statement, so two saves cannot both take one file). Two statements whatever the number of files.
 * Whether the caller may attach each file is the caller's check.
 */
export async function attachDocuments(
  tx: Executor,
  applicationId: number,
  urlsByField: Readonly<Record<string, string | null | undefined>>,
): Promise<AttachResult> {
  const errors: FieldErrors = {};
  const wanted: { field: string; key: string }[] = [];
  for (const [field, url] of Object.entries(urlsByField)) {
    if (!url || url.trim() === '') continue;
    const key = storageKeyFromUrl(url);
    if (key === null) errors[field] = UPLOAD_AGAIN;
    else wanted.push({ field, key });
  }
  const attached =
    wanted.length === 0
      ? []
      : await tx
          .update(documents)
          .set({ applicationId })
          .where(
            and(
              inArray(
                documents.storageKey,
                wanted.map(({ key }) => key),
              ),
              or(
                ...wanted.map(({ field, key }) =>
                  and(eq(documents.storageKey, key), eq(documents.field, field)),
                ),
              ),
              isNull(documents.replacedAt),
              or(isNull(documents.applicationId), eq(documents.applicationId, applicationId)),
            ),
          )
          .returning({ id: documents.id, field: documents.field });
  const attachedFields = new Set(attached.map((row) => row.field));
  for (const { field } of wanted) {
    if (!attachedFields.has(field)) errors[field] = UPLOAD_AGAIN;
  }
  if (Object.keys(errors).length > 0) {
    throw new BadRequestError(Object.values(errors)[0] ?? UPLOAD_AGAIN, errors);
  }
  if (attached.length === 0) return { replacedKeys: [] };
  const superseded = await tx
    .update(documents)
    .set({ replacedAt: new Date() })
    .where(
      and(
        eq(documents.applicationId, applicationId),
        inArray(documents.field, [...attachedFields]),
        notInArray(
          documents.id,
          attached.map((row) => row.id),
        ),
        isNull(documents.replacedAt),
      ),
    )
    .returning({ storageKey: documents.storageKey });
  return { replacedKeys: superseded.map((row) => row.storageKey) };
}
