// GET /api/my_details: the signed-in member's contacts, address, GSTIN and current documents, as
// "Edit my details" and the renewal's documents questions show them. Only ever the caller's own.
import type { MyDetails } from '@portico/domain/contracts/my-details.contract';
import { documentQuestion, type MyDetailsValues } from '@portico/domain/member-details';
import type { Executor } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { Principal } from '../auth';
import {
  findApplication,
  findCurrentDocuments,
  type ApplicationRow,
  type MemberRow,
} from '../records';
import { documentUrl } from '../uploads';
import { applicationOf, needsUpdate, requireMember, type MemberAreaDeps } from './member-area-deps';

/** The member's application (their address and GSTIN live there), or 404. */
export async function memberApplication(db: Executor, member: MemberRow): Promise<ApplicationRow> {
  const application = await findApplication(db, applicationOf(member));
  if (!application) throw new NotFoundError('No application found');
  return application;
}

/** The values the form edits, as stored (the member's row holds the contacts people sign in with). */
export function detailValues(member: MemberRow, application: ApplicationRow): MyDetailsValues {
  return {
    email: member.email,
    mobile_number: member.mobileNumber,
    registered_address: application.registeredAddress ?? '',
    registered_city: application.registeredCity ?? '',
    registered_pin: application.registeredPin ?? '',
    gst_number: application.gstNumber ?? '',
  };
}

export async function detailsOf(db: Executor, member: MemberRow): Promise<MyDetails> {
  const application = await memberApplication(db, member);
  const documents = await findCurrentDocuments(db, application.id);
  return {
    ...detailValues(member, application),
    name: member.name,
    company_name: member.companyName,
    pan_number: application.panNumber ?? '',
    documents: documents.map((row) => ({
      field: row.field,
      question: documentQuestion(row.field),
      original_name: row.originalName,
      url: documentUrl(row.storageKey),
    })),
    documents_asked: needsUpdate(member),
  };
}

export async function readMyDetails(
  deps: Pick<MemberAreaDeps, 'db'>,
  principal: Principal | null,
): Promise<MyDetails> {
  const member = await requireMember(deps.db, principal);
  return detailsOf(deps.db, member);
}
