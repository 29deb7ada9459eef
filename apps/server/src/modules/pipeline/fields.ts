// What a send-back may name: the form's fields and documents, by the names the form and the API use,
// with the labels the applicant's email shows.
import { BASIC_DOCUMENT_FIELDS, PROPOSER_DOCUMENT_FIELDS } from '../applications/view';

export const FIELD_LABELS: Record<string, string> = {
  name: 'Full name',
  email: 'Email',
  dob: 'Date of birth',
  mobile_number: 'WhatsApp number',
  primary_number: 'Primary mobile number',
  zone: 'Zone',
  state: 'State',
  gst_number: 'GST number',
  pan_number: 'PAN number',
  company_name: 'Company name',
  registered_address: 'Registered office address',
  size_of_company: 'Size of company',
  org_type: 'Company type',
  incorporation_date: 'Incorporation date',
  director: 'Director information',
  members: 'Proposer members',
  description: 'Description',
  meta: 'Meta (Facebook) link',
  linkedin: 'LinkedIn link',
  instagram: 'Instagram link',
  youtube: 'YouTube link',
  address_proof: 'Address proof',
  repersentative_photo: 'Representative photo',
  aadhar_proof: 'Aadhar card',
  pan_proof: 'PAN card',
  turnover_certificate: 'Turnover certificate',
  incorporation_certificate: 'Incorporation certificate',
  moa: 'MOA',
  aoa: 'AOA',
  portaldirector: 'Director details (company registry)',
  resolution: 'Board resolution',
  deed: 'Partnership deed',
  authorization: 'Authorization letter',
  huf_deed: 'HUF deed',
  huf_authorization: 'HUF authorization letter',
  signature: 'Signature',
  stamp: 'Stamp',
};

// Every document field of the form has a label (a new one must be added above).
for (const field of [...BASIC_DOCUMENT_FIELDS, ...PROPOSER_DOCUMENT_FIELDS]) {
  if (!(field in FIELD_LABELS)) throw new Error(`no label for document field ${field}`);
}

export const SEND_BACK_FIELDS = Object.keys(FIELD_LABELS);

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}
