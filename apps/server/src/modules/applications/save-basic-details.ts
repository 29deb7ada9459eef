// step_1: the basic details. Without an id it creates the application; with one it saves them into
// the existing application (its plan history follows the category until the membership is paid).
import type { Principal } from '../auth';
import { deleteDirectors, isPlanHistoryPaid, updatePlanHistory } from '../records';
import {
  assertUpgradeIsHigher,
  basicColumns,
  type BasicDetails,
  parseBasicDetails,
  parseSaveMeta,
  recordSaveConsent,
} from './validation';
import { createApplication } from './create-application';
import { attachFormDocuments } from './documents';
import { finishSave, openSave, requireEditor, writeSave } from './save-existing';
import type { OpenedSave, SaveTools } from './save-types';

export async function saveBasicDetails(
  tools: SaveTools,
  caller: Principal | null,
  body: Record<string, unknown>,
  ip: string | null = null,
): Promise<{ id: number; appId: string }> {
  const principal = requireEditor(caller);
  const existingId = parseSaveMeta(body).id;
  if (existingId === null) return createApplication(tools, principal, body, ip);

  return tools.db.transaction(async (tx) => {
    const save = await openSave(tx, principal, existingId);
    // The body is checked only now that the caller may save.
    const basics = await parseBasicDetails(tools.catalog, principal, body, tx);
    const { application } = save;
    if (application.journey === 'upgrade' && !isPlanHistoryPaid(save.bundle.planHistory)) {
      await assertUpgradeIsHigher(tools.catalog, tx, application.memberId, basics.category);
    }
    await saveRelatedRows(tools, save, basics, ip);
    const changes = basicColumns(
      basics.payload,
      basics.category.id,
      verifiedContacts(save, basics),
      basics.consented,
    );
    const updated = await writeSave(
      save,
      changes,
      {
        tab: 1,
        // An applicant's new application keeps contacts no other submitted one holds.
        contactMustBeFree:
          !basics.byStaff && application.journey === 'new' ? basics.contact : undefined,
      },
      tools.faults,
    );
    await finishSave(save, updated, changes, { respondWithView: false });
    return { id: updated.id, appId: updated.appId };
  });
}

/** Staff verify nothing: a contact they save stays verified only while it is unchanged. */
function verifiedContacts(
  { application }: OpenedSave,
  { byStaff, contact }: BasicDetails,
): { email: boolean; mobile: boolean } {
  if (!byStaff) return { email: true, mobile: true };
  return {
    email:
      application.emailVerified &&
      (application.email ?? '').toLowerCase() === contact.email.toLowerCase(),
    mobile: application.mobileVerified && application.mobileNumber === contact.mobile,
  };
}

/**
 * What the basic details change beside the application's columns: the plan history's category
 * (which follows the form until the membership is paid), the directors (the star tier has none),
 * the documents and the privacy notice's consent.
 */
async function saveRelatedRows(
  tools: SaveTools,
  { tx, principal, application, bundle }: OpenedSave,
  basics: BasicDetails,
  ip: string | null,
): Promise<void> {
  const { category, payload } = basics;
  const history = bundle.planHistory;
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
  if (basics.isStar && bundle.directors.length > 0) await deleteDirectors(tx, application.id);
  await attachFormDocuments(tx, principal, bundle, basics.documents, tools.files);
  const who = {
    applicationId: application.id,
    memberId: application.memberId,
    agreed: application.privacyNoticeVersion,
  };
  await recordSaveConsent(tx, basics, who, ip);
}
