import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { applications, documents } from '../../db/schema';
import { BadRequestError } from '../../errors';
import { UPLOAD_AGAIN, attachDocuments, documentUrl, storageKeyFromUrl } from './attach';

const t = useTestApp();

const KEY = `${'a1'.repeat(16)}.pdf`;

describe('storageKeyFromUrl', () => {
  it.each([
    [`/api/files/${KEY}`, KEY],
    [`https://portal.example.com/api/files/${KEY}?download=1`, KEY],
    [`  ${KEY}  `, KEY],
    [`/api/files/${'0f'.repeat(16)}.jpeg`, `${'0f'.repeat(16)}.jpeg`],
    ['/api/files/../../app-secret', null],
    [`/api/files/${'A1'.repeat(16)}.pdf`, null],
    [`/api/files/${'a1'.repeat(16)}.exe`, null],
    ['uploads/legacy.pdf', null],
    ['', null],
    ['http://[bad', null],
  ])('%j → %j', (url, key) => {
    expect(storageKeyFromUrl(url)).toBe(key);
  });

  it('is the inverse of documentUrl', () => {
    expect(storageKeyFromUrl(documentUrl(KEY))).toBe(KEY);
  });
});

describe('attachDocuments', () => {
  async function applicationIds(): Promise<number[]> {
    const rows = await t.db.select({ id: applications.id }).from(applications).limit(2);
    return rows.map((row) => row.id);
  }

  async function addDocument(field: string, values: Partial<typeof documents.$inferInsert> = {}) {
    const storageKey = `${randomBytes(16).toString('hex')}.pdf`;
    await t.db.insert(documents).values({
      field,
      storageKey,
      originalName: `${field}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: 10,
      uploadedBy: 'applicant:asha@example.org',
      uploadedByContacts: ['asha@example.org'],
      ...values,
    });
    return documentUrl(storageKey);
  }

  async function rowOf(url: string) {
    const [row] = await t.db
      .select()
      .from(documents)
      .where(eq(documents.storageKey, storageKeyFromUrl(url)!));
    return row!;
  }

  it('links uploads to the application, skipping blank values', async () => {
    const [applicationId] = await applicationIds();
    const moa = await addDocument('moa');
    const aoa = await addDocument('aoa');
    const result = await t.db.transaction((tx) =>
      attachDocuments(tx, applicationId!, { moa, aoa, deed: '', resolution: null }),
    );
    expect(result).toEqual({ replacedKeys: [] });
    expect((await rowOf(moa)).applicationId).toBe(applicationId);
    expect((await rowOf(aoa)).applicationId).toBe(applicationId);
  });

  it('marks the earlier document of the same field replaced, and re-attaching is a no-op', async () => {
    const [applicationId] = await applicationIds();
    const first = await addDocument('moa');
    const second = await addDocument('moa');
    await attachDocuments(t.db, applicationId!, { moa: first });
    const result = await attachDocuments(t.db, applicationId!, { moa: second });
    expect(result.replacedKeys).toEqual([storageKeyFromUrl(first)]);
    expect((await rowOf(first)).replacedAt).toBeInstanceOf(Date);
    expect(await attachDocuments(t.db, applicationId!, { moa: second })).toEqual({
      replacedKeys: [],
    });
    expect((await rowOf(second)).replacedAt).toBeNull();
  });

  it('refuses unknown, replaced, other-field and other-application uploads with field errors', async () => {
    const [mine, theirs] = await applicationIds();
    const otherField = await addDocument('aoa');
    const elsewhere = await addDocument('deed', { applicationId: theirs! });
    const replaced = await addDocument('resolution', { replacedAt: new Date() });
    const attempt = attachDocuments(t.db, mine!, {
      moa: otherField,
      deed: elsewhere,
      resolution: replaced,
      aoa: documentUrl(`${'b2'.repeat(16)}.pdf`),
      authorization: 'not a url',
    });
    await expect(attempt).rejects.toBeInstanceOf(BadRequestError);
    await expect(attempt).rejects.toMatchObject({
      message: UPLOAD_AGAIN,
      errors: {
        moa: UPLOAD_AGAIN,
        deed: UPLOAD_AGAIN,
        resolution: UPLOAD_AGAIN,
        aoa: UPLOAD_AGAIN,
        authorization: UPLOAD_AGAIN,
      },
    });
    expect((await rowOf(elsewhere)).applicationId).toBe(theirs);
    expect((await rowOf(otherField)).applicationId).toBeNull();
  });
});
