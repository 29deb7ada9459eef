// What a send-back may name: the form's fields and documents, by the names the form and the API use,
// with the labels the applicant's email shows.
import { FIELD_LABELS } from '@portico/domain/application-fields';
import { BASIC_DOCUMENT_FIELDS, PROPOSER_DOCUMENT_FIELDS } from '../applications';

// Every document field of the form has a label (a new one must be added in @portico/domain/application-fields).
for (const field of [...BASIC_DOCUMENT_FIELDS, ...PROPOSER_DOCUMENT_FIELDS]) {
  if (!(field in FIELD_LABELS)) throw new Error(`no label for document field ${field}`);
}

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}
