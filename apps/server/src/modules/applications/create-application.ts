// step_1 without an id: a new application and its plan history, in one transaction.
import { ConflictError } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import type { Principal } from '../auth/principal';
import { findMemberByEmailOrMobile } from '../members/members.repository';
import type { SaveDeps } from './application-deps';
import { ALREADY_APPLIED } from './application-messages';
import {
  findApplicationBundle,
  hasFilledNewApplication,
  insertApplication,
  insertPlanHistory,
} from './applications.repository';
import { assertUpgradeIsHigher, basicColumns, parseBasicDetails } from './basic-details-input';
import { attachFormDocuments } from './documents';
import { toApplicationView } from './view';

export async function createApplication(
  deps: SaveDeps,
  principal: Principal,
  body: Record<string, unknown>,
): Promise<{ id: number; appId: string }> {
  const { db, catalog, files } = deps;
  const { journey, category, byStaff, payload, contact, documents } = await parseBasicDetails(
    catalog,
    principal,
    body,
    db,
  );
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
      ...basicColumns(payload, category.id, { email: !byStaff, mobile: !byStaff }),
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
    await attachFormDocuments(tx, principal, { application, documents: [] }, documents, files);
    await deps.fault('application.saved');
    if (principal.kind === 'staff') {
      const saved = await findApplicationBundle(tx, application.id);
      await recordAudit(tx, {
        actor: `staff:${principal.staffId}`,
        action: 'application.update',
        entity: 'application',
        entityId: String(application.id),
        before: null,
        after: saved ? toApplicationView(saved) : null,
      });
    }
    return { id: application.id, appId: application.appId };
  });
}
