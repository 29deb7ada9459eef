// The consents given to the privacy notice (decision 045): written inside the save that collected
// the data, read back by the member's data download.
import { asc, inArray } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '@portico/domain/privacy';
import type { Executor } from '../../db/client';
import { privacyConsents } from '../../db/schema';

export type ConsentGiven = {
  applicationId: number;
  memberId: number | null;
  contact: string;
  ip: string | null;
};

/** One row per application and notice version: a save that repeats the consent adds none. */
export async function recordConsent(tx: Executor, consent: ConsentGiven): Promise<void> {
  await tx
    .insert(privacyConsents)
    .values({ ...consent, noticeVersion: PRIVACY_NOTICE_VERSION })
    .onConflictDoNothing();
}

export function findConsents(db: Executor, applicationIds: number[]) {
  return db
    .select()
    .from(privacyConsents)
    .where(inArray(privacyConsents.applicationId, applicationIds))
    .orderBy(asc(privacyConsents.givenAt), asc(privacyConsents.id));
}

export type ConsentRow = typeof privacyConsents.$inferSelect;
