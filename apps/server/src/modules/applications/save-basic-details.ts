// step_1: the basic details. Without an id it creates the application; with one it saves them into
// the existing application (its plan history follows the category until the membership is paid).
import type { Principal } from '../auth';
import type { SaveDeps } from './application-deps';
import {
  deleteDirectors,
  isPlanHistoryPaid,
  updatePlanHistory,
  type ApplicationUpdate,
} from '../records';
import {
  assertUpgradeIsHigher,
  basicColumns,
  parseBasicDetails,
  recordSaveConsent,
} from './basic-details-input';
import { createApplication } from './create-application';
import { attachFormDocuments } from './documents';
import { requireEditor, saveExisting, type SaveContext } from './save-existing';
import { parseSaveMeta } from './validation';

export async function saveBasicDetails(
  deps: SaveDeps,
  caller: Principal | null,
  body: Record<string, unknown>,
  ip: string | null = null,
): Promise<{ id: number; appId: string }> {
  const principal = requireEditor(caller);
  const existingId = parseSaveMeta(body).id;
  if (existingId === null) return createApplication(deps, principal, body, ip);

  const saved = await saveExisting(
    deps,
    principal,
    existingId,
    1,
    (ctx) => basicDetailsChanges(deps, ctx, body, ip),
    { respondWithView: false },
  );
  return { id: saved.application.id, appId: saved.application.appId };
}

/** The save's work inside its transaction; the body is checked only now that the caller may save. */
async function basicDetailsChanges(
  deps: SaveDeps,
  ctx: SaveContext,
  body: Record<string, unknown>,
  ip: string | null,
): Promise<ApplicationUpdate> {
  const { tx, application, bundle } = ctx;
  const basics = await parseBasicDetails(deps.catalog, ctx.principal, body, tx);
  const { category, isStar, byStaff, payload, contact, documents } = basics;
  const history = bundle.planHistory;
  if (application.journey === 'upgrade' && !isPlanHistoryPaid(history)) {
    await assertUpgradeIsHigher(deps.catalog, tx, application.memberId, category);
  }
  if (!byStaff && application.journey === 'new') ctx.contactMustBeFree = contact;
  // Staff verify nothing: a contact stays verified only while it is unchanged.
  const verified = byStaff
    ? {
        email:
          application.emailVerified &&
          (application.email ?? '').toLowerCase() === contact.email.toLowerCase(),
        mobile: application.mobileVerified && application.mobileNumber === contact.mobile,
      }
    : { email: true, mobile: true };
  // The category follows the form until the membership is paid for.
  if (
    history &&
    !isPlanHistoryPaid(history) &&
    (history.categoryId !== category.id || history.companyName !== payload.company_name)
  ) {
    await updatePlanHistory(tx, history.id, {
      categoryId: category.id,
      companyName: payload.company_name,
    });
  }
  // The star tier has no directors.
  if (isStar && bundle.directors.length > 0) await deleteDirectors(tx, application.id);
  await attachFormDocuments(tx, ctx.principal, bundle, documents, deps.files);
  const who = {
    applicationId: application.id,
    memberId: application.memberId,
    agreed: application.privacyNoticeVersion,
  };
  await recordSaveConsent(tx, basics, who, ip);
  return basicColumns(payload, category.id, verified, basics.consented);
}
