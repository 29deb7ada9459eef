// The upgrade made from a member's record (issue #29 item 8): a copy of the member's current
// application under the higher category, submitted at once. Its files are copies (each application
// keeps its own), and it asks no new proposers: the proposer rule is the same for every category
// (decision 070), so the member's own proposers stand (proposers_required 0).
import { UPGRADE_PROPOSERS_REQUIRED } from '@portico/domain/proposer-rule';
import type { Transaction } from '../../db/client';
import type { Principal } from '../auth';
import {
  insertApplication,
  insertDirectors,
  insertPlanHistory,
  type ApplicationBundle,
  type ApplicationRow,
  type CategoryRow,
  type PlanHistoryRow,
} from '../records';
import type { FileStore } from '../../adapters/files/file-store';
import { attachFormDocuments } from './documents';
import { documentUrlsByField } from './view';

/** The member's details as they stand on their record, for the new application's row. */
function recordColumns(a: ApplicationRow) {
  return {
    name: a.name,
    email: a.email,
    emailVerified: true,
    dob: a.dob,
    mobileNumber: a.mobileNumber,
    mobileVerified: true,
    primaryNumber: a.primaryNumber,
    sameNumber: a.sameNumber,
    zone: a.zone,
    stateId: a.stateId,
    gstNumber: a.gstNumber,
    panNumber: a.panNumber,
    companyName: a.companyName,
    registeredAddress: a.registeredAddress,
    registeredCity: a.registeredCity,
    registeredPin: a.registeredPin,
    sizeOfCompany: a.sizeOfCompany,
    orgType: a.orgType,
    incorporationDate: a.incorporationDate,
    membershipChecked: a.membershipChecked,
    description: a.description,
    meta: a.meta,
    linkedin: a.linkedin,
    instagram: a.instagram,
    youtube: a.youtube,
    pdfStandalone: a.pdfStandalone,
    privacyNoticeVersion: a.privacyNoticeVersion,
  };
}

export async function insertUpgradeFromRecord(
  tx: Transaction,
  principal: Principal,
  upgrade: { record: ApplicationBundle; memberId: number; category: CategoryRow; at: Date },
  files: FileStore | undefined,
): Promise<{ application: ApplicationRow; history: PlanHistoryRow }> {
  const { record, category } = upgrade;
  const application = await insertApplication(tx, {
    ...recordColumns(record.application),
    journey: 'upgrade',
    categoryId: category.id,
    memberId: upgrade.memberId,
    isAdmin: false,
    isDraft: false,
    steps: 4,
    submittedAt: upgrade.at,
    proposersRequired: UPGRADE_PROPOSERS_REQUIRED,
  });
  const history = await insertPlanHistory(tx, {
    applicationId: application.id,
    categoryId: category.id,
    historyType: 'upgrade',
    companyName: application.companyName,
    appFilled: true,
  });
  await insertDirectors(
    tx,
    application.id,
    record.directors.map((row) => ({
      name: row.name,
      email: row.email,
      mobile_number: row.mobileNumber,
    })),
  );
  const urls = Object.fromEntries(documentUrlsByField(record.documents));
  await attachFormDocuments(tx, principal, { application, documents: [] }, urls, files);
  return { application, history };
}
