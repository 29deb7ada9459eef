// The application's fields, grouped like the form: basic details, directors, proposers, other details.
import { ORG_TYPE_LABELS, type OrgType } from '@portico/domain/constants';
import { formatDisplayDate } from '@portico/domain/format';
import type { ReactNode } from 'react';
import type { StaffApplication } from './api/get-staff-application';
import { useStates } from '../../app/states';
import { journeyLabel, zoneLabel } from '../../app/staff/labels';
import { DataTable } from '../../ui/list/data-table';
import { EmptyState } from '../../ui/list/empty-state';
import { DetailList, detailStyles } from '../../ui/detail-list';

type ApplicationView = StaffApplication['application'];

const NOT_GIVEN = 'Not given';

/** The value as given (trimmed), or 'Not given'. */
function show(value: string): string {
  return value.trim() || NOT_GIVEN;
}

function date(value: string): string {
  const raw = value.trim();
  return raw === '' ? NOT_GIVEN : formatDisplayDate(raw) || raw;
}

function StateName({ zone, id }: { zone: string; id: number | null }) {
  const states = useStates(id === null ? '' : zone);
  if (id === null) return <>{NOT_GIVEN}</>;
  const name = states.data?.find((s) => s.id === id)?.name;
  return <>{name ?? `State no. ${id}`}</>;
}

/** An external link as plain text and a link that opens a new tab (only http(s) is linked). */
function ExternalLink({ value }: { value: string }) {
  if (value === '') return <>{NOT_GIVEN}</>;
  const href = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {value}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function BasicDetails({ application }: { application: ApplicationView }) {
  const orgType = application.org_type.trim().toLowerCase();
  const zone = application.zone.trim().toLowerCase();
  const incorporation =
    application.incorporation_date.trim() ||
    application.company.incorporation_date.trim() ||
    application.llp.incorporation_date.trim();
  const items: [string, ReactNode][] = [
    ['Application no.', show(application.app_id)],
    ['Category', show(application.membership.name)],
    ['Type', show(journeyLabel(application.journey.trim()))],
    ['Full name', show(application.name)],
    ['Email', show(application.email)],
    ['Date of birth', date(application.dob)],
    ['WhatsApp number', show(application.mobile_number)],
    ['Primary mobile number', show(application.primary_number)],
    ['Zone', zone ? zoneLabel(zone) : NOT_GIVEN],
    ['State', <StateName key="state" zone={zone} id={application.state} />],
    ['GST number', show(application.gst_number)],
    ['PAN number', show(application.pan_number)],
    ['Company name', show(application.company_name)],
    ['Registered office address', show(application.registered_address)],
    ['City or town', show(application.registered_city)],
    ['PIN code', show(application.registered_pin)],
  ];
  if (orgType !== '' || application.size_of_company.trim() !== '') {
    items.push(
      ['Company type', ORG_TYPE_LABELS[orgType as OrgType] ?? show(orgType)],
      ['Size of company', show(application.size_of_company)],
    );
    if (orgType !== 'huf') items.push(['Incorporation date', date(incorporation)]);
  }
  return <DetailList items={items} />;
}

export function Directors({ application }: { application: ApplicationView }) {
  const rows = application.director.filter(
    (row) => row.name.trim() || row.email.trim() || row.mobile_number.trim(),
  );
  if (rows.length === 0) return <EmptyState title="No directors were added." />;
  return (
    <DataTable label="Directors table" caption="Directors" columns={['Name', 'Email', 'Mobile']}>
      {rows.map((row, index) => (
        <tr key={index}>
          <th scope="row">{show(row.name)}</th>
          <td>{show(row.email)}</td>
          <td>{show(row.mobile_number)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function Proposers({ application }: { application: ApplicationView }) {
  const rows = application.members;
  if (rows.length === 0) return <EmptyState title="No proposers were named yet." />;
  return (
    <DataTable
      label="Proposers table"
      caption="Proposers (members 1 and 2)"
      columns={['Proposer', 'Company', 'Director', 'Email', 'Mobile']}
    >
      {rows.map((row, index) => (
        <tr key={index}>
          <th scope="row">Member {row.row_id}</th>
          <td>{show(row.name)}</td>
          <td>{show(row.director)}</td>
          <td>{show(row.email)}</td>
          <td>{show(row.mobile_number)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function OtherDetails({ application }: { application: ApplicationView }) {
  return (
    <DetailList
      items={[
        [
          'Description',
          <span key="d" className={detailStyles.long}>
            {show(application.description)}
          </span>,
        ],
        ['Meta (Facebook)', <ExternalLink key="meta" value={application.meta.trim()} />],
        ['LinkedIn', <ExternalLink key="linkedin" value={application.linkedin.trim()} />],
        ['Instagram', <ExternalLink key="instagram" value={application.instagram.trim()} />],
        ['YouTube', <ExternalLink key="youtube" value={application.youtube.trim()} />],
        ['Accepted the terms', application.membership_checked === 1 ? 'Yes' : 'No'],
      ]}
    />
  );
}
