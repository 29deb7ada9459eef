// The one-statement record of a replacing upload (decision 012).
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { applications, documents } from '../../db/schema';
import { insertDocument, insertReplacement } from './uploads.repository';

const t = useTestApp();

const upload = (storageKey: string) => ({
  field: 'moa',
  storageKey,
  originalName: 'moa.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 2048,
  uploadedBy: 'applicant:asha@example.org',
  uploadedByContacts: ['asha@example.org', '9811111111'],
});

async function attachedUpload(): Promise<{ oldId: number; applicationId: number }> {
  const [application] = await t.db
    .select({ id: applications.id })
    .from(applications)
    .orderBy(asc(applications.id))
    .limit(1);
  if (!application) throw new Error('the demo data has no application');
  const oldId = await insertDocument(t.db, {
    ...upload(`${'a'.repeat(32)}.pdf`),
    applicationId: application.id,
  });
  return { oldId, applicationId: application.id };
}

describe('insertReplacement', () => {
  it("marks the old row replaced and puts the new one in its application's place", async () => {
    const { oldId, applicationId } = await attachedUpload();
    const at = new Date('2026-11-22T10:00:00.123Z');
    const newId = await insertReplacement(t.db, upload(`${'b'.repeat(32)}.pdf`), oldId, at);
    expect(newId).toEqual(expect.any(Number));
    const [old] = await t.db.select().from(documents).where(eq(documents.id, oldId));
    const [replacement] = await t.db.select().from(documents).where(eq(documents.id, newId!));
    expect(old?.replacedAt).toEqual(at);
    expect(replacement).toMatchObject({
      ...upload(`${'b'.repeat(32)}.pdf`),
      applicationId,
      replacedAt: null,
      reviewStatus: 'pending',
    });
  });

  it('writes nothing when the old row was replaced meanwhile', async () => {
    const { oldId } = await attachedUpload();
    const at = new Date();
    expect(
      await insertReplacement(t.db, upload(`${'b'.repeat(32)}.pdf`), oldId, at),
    ).not.toBeNull();
    const before = await t.db.select().from(documents);
    expect(await insertReplacement(t.db, upload(`${'c'.repeat(32)}.pdf`), oldId, at)).toBeNull();
    expect(await t.db.select().from(documents)).toEqual(before);
  });
});
