import { useContext } from 'react';
import type { OrgType } from '@portico/domain/constants';
import type { BasicDetailsField } from '@portico/domain/schemas/basic-details.schema';
import type { UploadField } from '@portico/domain/validation';
import { DocumentField } from './document-field';
import type { BasicForm } from './wizard-types';
import { DocumentStatusContext } from './document-statuses';
import { useAsks } from './upgrade-focus';
import sectionStyles from './form-section.module.css';

type Document = { name: BasicDetailsField & UploadField; label: string };

/** The documents every applicant uploads after the first two, by tier and company type. */
function documentsFor(isStar: boolean, orgType: OrgType | null): Document[] {
  const documents: Document[] = isStar
    ? [
        { name: 'aadhar_proof', label: 'Aadhar Card' },
        { name: 'pan_proof', label: 'PAN Card' },
      ]
    : [{ name: 'turnover_certificate', label: 'Turnover Certificate' }];
  if (orgType === 'company') {
    documents.push(
      { name: 'moa', label: 'MOA' },
      { name: 'aoa', label: 'AOA' },
      { name: 'portaldirector', label: 'Director Details' },
      { name: 'resolution', label: 'Board Resolution' },
      { name: 'incorporation_certificate', label: 'Incorporation Certificate' },
    );
  }
  if (orgType === 'partnership') {
    documents.push(
      { name: 'deed', label: 'Partnership Deed' },
      { name: 'authorization', label: 'Authorization Letter' },
    );
  }
  if (orgType === 'huf') {
    documents.push(
      { name: 'huf_deed', label: 'HUF Deed' },
      { name: 'huf_authorization', label: 'Authorization Letter' },
    );
  }
  return documents;
}

const FIRST_DOCUMENTS: Document[] = [
  { name: 'address_proof', label: 'Address Proof' },
  { name: 'repersentative_photo', label: 'Representative Photo' },
];

/** Every upload of tab 1 for the tier and company type, in the order the tab shows them. */
export function basicDocumentsFor(isStar: boolean, orgType: OrgType | null): Document[] {
  return [...FIRST_DOCUMENTS, ...documentsFor(isStar, orgType)];
}

/** The uploads of tab 1. The HUF deed is required only where the domain's rules say so. */
export function DocumentsSection({
  form,
  isStar,
  orgType,
  locked,
  required,
}: {
  form: BasicForm;
  isStar: boolean;
  orgType: OrgType | null;
  locked: boolean;
  required: ReadonlySet<BasicDetailsField>;
}) {
  const asks = useAsks();
  const statuses = useContext(DocumentStatusContext);
  // An upgrade's form shows only the documents it asks (and any a reviewer wants replaced).
  const documents = basicDocumentsFor(isStar, orgType).filter(
    ({ name }) => asks(name) || ['needs_replacement', 'rejected'].includes(statuses[name] ?? ''),
  );
  if (documents.length === 0) return null;
  return (
    <>
      <h2 className={sectionStyles.title}>Documents</h2>
      <div className={sectionStyles.grid}>
        {documents.map(({ name, label }) => (
          <DocumentField
            key={name}
            control={form.control}
            name={name}
            label={label}
            required={name === 'huf_deed' ? required.has('huf_deed') : true}
            disabled={locked}
          />
        ))}
      </div>
    </>
  );
}
