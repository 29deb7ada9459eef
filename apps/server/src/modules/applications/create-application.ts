// step_1 without an id: a new application and its plan history, and its audit row, in one
// transaction.
import { ConflictError } from '../../errors';
import type { Principal } from '../auth';
import {
  findApplicationBundle,
  findMemberByEmailOrMobile,
  hasFilledNewApplication,
  insertApplication,
  insertPlanHistory,
} from '../records';
import { auditApplication, faultPoint, filledColumns } from './save-existing';
import type { SaveTools } from './save-types';
import { ALREADY_APPLIED } from './application-messages';
import {
  assertUpgradeIsHigher,
  basicColumns,
  parseBasicDetails,
  recordSaveConsent,
} from './validation';
import { attachFormDocuments } from './documents';
import { toApplicationView } from './view';

export async function createApplication(
  tools: SaveTools,
  principal: Principal,
  body: Record<string, unknown>,
  ip: string | null = null,
): Promise<{ id: number; appId: string }> {
  const { db, catalog, files } = tools;
  const basics = await parseBasicDetails(catalog, principal, body, db);
  const { journey, category, byStaff, payload, contact, documents } = basics;
  return db.transaction(async (tx) => {
    if (!byStaff && journey === 'new' && (await hasFilledNewApplication(tx, contact, null))) {
      throw new ConflictError(ALREADY_APPLIED);
    }
    const member =
      journey === 'upgrade'
        ? await findMemberByEmailOrMobile(tx, contact.email, contact.mobile)
        : undefined;
    if (journey === 'upgrade') await assertUpgradeIsHigher(catalog, tx, member?.id, category);
    const application = await insertApplication(tx, {
      ...basicColumns(
        payload,
        category.id,
        { email: !byStaff, mobile: !byStaff },
        basics.consented,
      ),
      journey,
      memberId: member?.id ?? null,
      isAdmin: byStaff,
      steps: 1,
    });
    await insertPlanHistory(tx, {
      applicationId: application.id,
      categoryId: category.id,
      historyType: journey,
      companyName: payload.company_name,
    });
    await recordSaveConsent(tx, basics, { applicationId: application.id, memberId: null }, ip);
    await attachFormDocuments(tx, principal, { application, documents: [] }, documents, files);
    await faultPoint(tools.faults, 'application.saved');
    // Staff see the whole application as created; an applicant's own creation records the row's
    // columns, so the hot first save does not read the application back for the log.
    const saved = byStaff ? await findApplicationBundle(tx, application.id) : undefined;
    await auditApplication(tx, {
      principal,
      action: 'application.create',
      applicationId: application.id,
      before: null,
      after: saved ? toApplicationView(saved) : filledColumns(application),
    });
    return { id: application.id, appId: application.appId };
  });
}
