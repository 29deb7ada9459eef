// The Application as the API shows it: the payload names of the form, 0/1
// flags where the form sends 0/1, document urls ('' when missing), and the related rows. The same
// shape is what the staff audit log compares before and after a save.
import { isProposersRequired } from '@portico/domain/proposer-rule';
import {
  BASIC_DOCUMENT_FIELDS,
  PROPOSER_DOCUMENT_FIELDS,
  applicationViewSchema,
  type ApplicationView,
  type DocumentField,
} from '@portico/domain/contracts/applications.contract';
import { documentUrl } from '../uploads';
import type { ApplicationBundle, DocumentRow, PlanHistoryRow } from '../records';

export { BASIC_DOCUMENT_FIELDS, PROPOSER_DOCUMENT_FIELDS, applicationViewSchema };
export type { ApplicationView, DocumentField };

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The url of the current document of each field (the newest when several are current). */
export function documentUrlsByField(documents: readonly DocumentRow[]): Map<string, string> {
  const urls = new Map<string, string>();
  // Oldest first, so a later upload of the same field wins.
  for (const document of documents) urls.set(document.field, documentUrl(document.storageKey));
  return urls;
}

/** The plan history as the form shows it; the reviewer's request only while it stands. */
function planHistoryView(history: PlanHistoryRow): ApplicationView['plan_history'] {
  return {
    id: history.id,
    plan_id: history.categoryId,
    app_id: history.applicationId,
    history_type: history.historyType,
    app_filled: history.appFilled,
    cancelled: history.cancelled,
    company_name: history.companyName ?? '',
    payment_status: history.paymentStatus,
    review_stage: history.reviewStage,
    changes_requested_fields:
      history.reviewStage === 'changes_requested' ? history.changesRequestedFields : [],
    changes_note: history.reviewStage === 'changes_requested' ? history.changesNote : null,
  };
}

/** The document fields of the form, each the url of its current document ('' for none). */
function formDocuments(
  doc: (field: DocumentField) => string,
  orgType: string | null,
  incorporationDate: string,
) {
  return {
    address_proof: doc('address_proof'),
    repersentative_photo: doc('repersentative_photo'),
    aadhar_proof: doc('aadhar_proof'),
    pan_proof: doc('pan_proof'),
    turnover_certificate: doc('turnover_certificate'),
    incorporation_certificate: doc('incorporation_certificate'),
    company: {
      moa: doc('moa'),
      aoa: doc('aoa'),
      portaldirector: doc('portaldirector'),
      resolution: doc('resolution'),
      incorporation_date: orgType === 'company' ? incorporationDate : '',
    },
    llp: {
      deed: doc('deed'),
      authorization: doc('authorization'),
      incorporation_date: orgType === 'partnership' ? incorporationDate : '',
    },
    huf: { deed: doc('huf_deed'), authorization: doc('huf_authorization') },
    signature: doc('signature'),
    stamp: doc('stamp'),
  };
}

export function toApplicationView(bundle: ApplicationBundle): ApplicationView {
  const { application: a, category, planHistory: history } = bundle;
  const urls = documentUrlsByField(bundle.documents);
  const doc = (field: DocumentField): string => urls.get(field) ?? '';
  const incorporationDate = a.incorporationDate ?? '';
  return {
    id: a.id,
    app_id: a.appId,
    journey: a.journey,
    name: a.name ?? '',
    email: a.email ?? '',
    email_verified: a.emailVerified,
    dob: a.dob ?? '',
    mobile_number: a.mobileNumber ?? '',
    mobile_verified: a.mobileVerified,
    primary_number: a.primaryNumber ?? '',
    same_number: bit(a.sameNumber),
    zone: a.zone ?? '',
    state: a.stateId,
    gst_number: a.gstNumber ?? '',
    pan_number: a.panNumber ?? '',
    company_name: a.companyName ?? '',
    registered_address: a.registeredAddress ?? '',
    registered_city: a.registeredCity ?? '',
    registered_pin: a.registeredPin ?? '',
    size_of_company: a.sizeOfCompany ?? '',
    org_type: a.orgType ?? '',
    incorporation_date: incorporationDate,
    membership_checked: bit(a.membershipChecked),
    description: a.description ?? '',
    meta: a.meta ?? '',
    linkedin: a.linkedin ?? '',
    instagram: a.instagram ?? '',
    youtube: a.youtube ?? '',
    is_draft: bit(a.isDraft),
    is_admin: bit(a.isAdmin),
    steps: a.steps,
    membership: { id: category.id, name: category.name },
    manual: a.manual,
    submitted_at: a.submittedAt ? a.submittedAt.toISOString() : null,
    proposers_required: isProposersRequired(a.proposersRequired) ? a.proposersRequired : null,
    ...formDocuments(doc, a.orgType, incorporationDate),
    director: bundle.directors.map((row) => ({
      name: row.name,
      email: row.email,
      mobile_number: row.mobileNumber,
    })),
    members: bundle.proposers.map((row) => ({
      row_id: row.rowNo,
      name: row.companyName,
      director: row.director,
      email: row.email,
      mobile_number: row.mobileNumber,
    })),
    plan_history: history ? planHistoryView(history) : null,
    documents: bundle.documents.map((row) => ({
      field: row.field,
      url: documentUrl(row.storageKey),
      original_name: row.originalName,
      review_status: row.reviewStatus,
    })),
  };
}
