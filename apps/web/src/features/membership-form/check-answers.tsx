import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ORG_TYPE_LABELS,
  ORG_TYPES,
  ZONE_LABELS,
  ZONES,
  type OrgType,
  type Zone,
} from '@portico/domain/constants';
import { formatDisplayDate } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import type { MembershipFormTab } from '@portico/domain/schemas/membership-form-tab';
import { statesQuery } from '../../app/states';
import { basicDocumentsFor } from './documents-section';
import type { BasicValues } from './form-values';
import type { MembershipWizard } from './use-membership-wizard';
import styles from './check-answers.module.css';

export const CHECK_ANSWERS_HEADING = 'Check your answers before submitting your application';
const NOT_GIVEN = 'Not given';
const UPLOADED = 'Uploaded';

type Row = [label: string, value: ReactNode];

const given = (value: string) => (value.trim() === '' ? NOT_GIVEN : value.trim());
const date = (value: string) => (value === '' ? NOT_GIVEN : formatDisplayDate(value));
const oneOf = <T extends string>(list: readonly T[], value: string): T | null =>
  list.find((item) => item === value) ?? null;

/** One tab's answers, with the Change link back to it. */
function Section({
  title,
  tab,
  rows,
  onChange,
}: {
  title: string;
  tab: MembershipFormTab;
  rows: readonly Row[];
  onChange: (tab: MembershipFormTab) => void;
}) {
  return (
    <section aria-labelledby={`answers-${tab}`}>
      <div className={styles.sectionHeader}>
        <h3 id={`answers-${tab}`} className={styles.sectionTitle}>
          {title}
        </h3>
        <button type="button" className={styles.change} onClick={() => onChange(tab)}>
          Change<span className="visually-hidden"> {title}</span>
        </button>
      </div>
      <dl className={styles.list}>
        {rows.map(([label, value], index) => (
          <div key={`${label}:${index}`} className={styles.row}>
            <dt className={styles.key}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function basicRows(values: BasicValues, isStar: boolean, stateName: string | null): Row[] {
  const zone = oneOf(ZONES, values.zone);
  const orgType = oneOf(ORG_TYPES, values.org_type);
  const rows: Row[] = [
    ['Full Name', given(values.name)],
    ['Email', given(values.email)],
    ['Date of Birth', date(values.dob)],
    ['WhatsApp Number', given(values.mobile_number)],
    ['Primary Mobile Number', given(values.primary_number)],
    ['Zone', zone ? ZONE_LABELS[zone] : NOT_GIVEN],
    ['State', stateName ?? NOT_GIVEN],
    ['GST Number', given(values.gst_number)],
    ['PAN Number', given(values.pan_number)],
    ['Company Name', given(values.company_name)],
    ['Registered Office Address', given(values.registered_address)],
    ['City or Town', given(values.registered_city)],
    ['PIN Code', given(values.registered_pin)],
  ];
  if (!isStar) {
    rows.push(
      ['Company Type', orgType ? ORG_TYPE_LABELS[orgType as OrgType] : NOT_GIVEN],
      ['Company Size', given(values.size_of_company)],
    );
    if (orgType !== 'huf') rows.push(['Incorporation Date', date(values.incorporation_date)]);
  }
  for (const { name, label } of basicDocumentsFor(isStar, orgType)) {
    rows.push([label, values[name] ? UPLOADED : NOT_GIVEN]);
  }
  return rows;
}

/** The state's name from the list tab 1 loaded for the zone. */
function useStateName(values: BasicValues): string | null {
  const zone: Zone | null = oneOf(ZONES, values.zone);
  const { data } = useQuery(statesQuery(zone));
  return data?.find((state) => String(state.id) === String(values.state))?.name ?? null;
}

/**
 * Check your answers (GOV.UK pattern): every tab's answers before the final submit, each section
 * with a Change link back to its tab, then Submit.
 */
export function CheckAnswers({ wizard }: { wizard: MembershipWizard }) {
  const { forms, isStar } = wizard;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const basics = forms.basics.getValues();
  const stateName = useStateName(basics);
  const directors = forms.directors
    .getValues('director')
    .filter((row) => row.name.trim() !== '' || row.email.trim() !== '');
  const proposers = forms.proposers.getValues();
  const other = forms.other.getValues();
  const asked = proposers.members.slice(0, wizard.proposersRequired);
  const memberRows = asked.flatMap((member, index): Row[] => [
    [`Member ${index + 1}`, given(member.name)],
    ['Director Name', given(member.director)],
    ['Email', given(member.email)],
    ['Mobile Number', given(member.mobile_number)],
  ]);
  if (!isStar) {
    memberRows.push(
      ['Signature', proposers.signature ? UPLOADED : NOT_GIVEN],
      ['Stamp', proposers.stamp ? UPLOADED : NOT_GIVEN],
    );
  }
  return (
    <div className={styles.page}>
      <h2 ref={heading} className={styles.heading} tabIndex={-1}>
        {CHECK_ANSWERS_HEADING}
      </h2>
      <Section
        title={MESSAGES.tabBasicDetails}
        tab={1}
        rows={basicRows(basics, isStar, stateName)}
        onChange={wizard.change}
      />
      {isStar ? null : (
        <Section
          title={MESSAGES.tabDirectorInformation}
          tab={2}
          rows={
            directors.length === 0
              ? [['Directors', 'None added']]
              : directors.map((row, index): Row => [
                  `Director ${index + 1}`,
                  [row.name, row.email, row.mobile_number].filter(Boolean).join('\n'),
                ])
          }
          onChange={wizard.change}
        />
      )}
      <Section
        title={MESSAGES.tabMembershipDetails}
        tab={3}
        rows={memberRows}
        onChange={wizard.change}
      />
      <Section
        title={MESSAGES.tabOtherDetails}
        tab={4}
        rows={[
          ['Description', given(other.description)],
          ['Meta', given(other.meta)],
          ['LinkedIn', given(other.linkedin)],
          ['Instagram', given(other.instagram)],
          ['YouTube', given(other.youtube)],
          ['Agreement', other.membership_checked ? 'Agreed' : 'Not agreed'],
        ]}
        onChange={wizard.change}
      />
    </div>
  );
}
