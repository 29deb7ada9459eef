import { MESSAGES } from '@portico/domain/messages';
import type { ProposersRequired } from '@portico/domain/proposer-rule';
import { DocumentField } from './document-field';
import { FormField } from './form-field';
import { fieldAria } from '../../ui/field-parts';
import { PhoneField } from './phone-field';
import type { ProposersForm } from './wizard-types';
import fieldStyles from './form-field.module.css';
import sectionStyles from './form-section.module.css';

/** Member n who proposes the application: company, director, email and mobile, all required. */
function ProposerRow({ form, index }: { form: ProposersForm; index: 0 | 1 }) {
  const { control, register } = form;
  const rowErrors = form.formState.errors.members?.[index];
  const id = (field: string) => `field-members-${index}-${field}`;
  const text = (field: 'name' | 'director' | 'email', label: string, type = 'text') => (
    <FormField id={id(field)} label={label} required error={rowErrors?.[field]?.message}>
      <input
        {...fieldAria(id(field), rowErrors?.[field]?.message)}
        className={fieldStyles.input}
        type={type}
        {...register(`members.${index}.${field}`)}
      />
    </FormField>
  );
  return (
    <fieldset className={sectionStyles.row}>
      <legend className={sectionStyles.rowTitle}>Member {index + 1}</legend>
      <div className={sectionStyles.grid}>
        {text('name', 'Company Name')}
        {text('director', 'Director Name')}
        {text('email', 'Email', 'email')}
        <PhoneField
          control={control}
          name={`members.${index}.mobile_number`}
          id={id('mobile_number')}
          label="Mobile Number"
          required
          error={rowErrors?.mobile_number?.message}
        />
      </div>
    </fieldset>
  );
}

/** The heading and the line under it, for the number of proposers the rule asks. */
function ProposersIntro({ proposersRequired }: { proposersRequired: ProposersRequired }) {
  if (proposersRequired === 0) {
    return (
      <>
        <h2 className={sectionStyles.title}>{MESSAGES.tabMembershipDetails}</h2>
        <p className={sectionStyles.note}>{NO_PROPOSERS_NEEDED}</p>
      </>
    );
  }
  const two = proposersRequired === 2;
  return (
    <>
      <h2 className={sectionStyles.title}>
        {MESSAGES.proposedBy}{' '}
        <span className={sectionStyles.aside}>{two ? '(members 1 and 2)' : '(member 1)'}</span>
      </h2>
      <p className={sectionStyles.note}>
        {two
          ? 'Name two existing members who propose your application.'
          : 'Name an existing member who proposes your application.'}
      </p>
    </>
  );
}

/** Shown on tab 3 when the association asks no proposers (decision 070). */
export const NO_PROPOSERS_NEEDED = 'Your application does not need proposers.';

/**
 * Tab 3: the proposer members the association's rule asks (0, 1 or 2, decision 070) and, outside
 * star, the applicant's signature and stamp.
 */
export function MembershipDetailsTab({
  form,
  isStar,
  proposersRequired,
}: {
  form: ProposersForm;
  isStar: boolean;
  proposersRequired: ProposersRequired;
}) {
  const rows = ([0, 1] as const).filter((index) => index < proposersRequired);
  return (
    <div className={sectionStyles.section}>
      <ProposersIntro proposersRequired={proposersRequired} />
      {rows.map((index) => (
        <ProposerRow key={index} form={form} index={index} />
      ))}
      {isStar ? null : (
        <div className={sectionStyles.grid}>
          <DocumentField control={form.control} name="signature" label="Signature" required />
          <DocumentField control={form.control} name="stamp" label="Stamp" required />
        </div>
      )}
    </div>
  );
}
