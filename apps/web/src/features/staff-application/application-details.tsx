// The application's fields, grouped like the form: basic details, directors, proposers, other details.
import { ORG_TYPE_LABELS, type OrgType } from '@portico/domain/constants';
import { formatDisplayDate } from '@portico/domain/format';
import type { ReactNode } from 'react';
import { useStates } from './api/get-states';
import { journeyLabel, zoneLabel } from '../../app/staff/labels';
import { list, num, record, text, truthy, type Row } from '../../app/staff/read';
import { EmptyState, TableRegion } from '../../app/staff/staff-ui';

const NOT_GIVEN = 'Not given';

function show(value: string): string {
  return value === '' ? NOT_GIVEN : value;
}

function date(value: unknown): string {
  const raw = text(value);
  return raw === '' ? NOT_GIVEN : formatDisplayDate(raw) || raw;
}

function DetailList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="staff-details">
      {items.map(([label, value]) => (
        <div key={label} className="staff-details__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StateName({ zone, state }: { zone: string; state: unknown }) {
  const id = num(state);
  const states = useStates(id === null ? '' : zone);
  if (id === null) return <>{text(state) || NOT_GIVEN}</>;
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

export function BasicDetails({ application }: { application: Row }) {
  const company = record(application.company);
  const llp = record(application.llp);
  const orgType = text(application.org_type).toLowerCase();
  const zone = text(application.zone).toLowerCase();
  const incorporation =
    text(application.incorporation_date) ||
    text(company.incorporation_date) ||
    text(llp.incorporation_date);
  const membership = record(application.membership);
  const items: [string, ReactNode][] = [
    ['Application no.', show(text(application.app_id))],
    ['Category', show(text(membership.name))],
    ['Type', show(journeyLabel(text(application.journey)))],
    ['Full name', show(text(application.name))],
    ['Email', show(text(application.email))],
    ['Date of birth', date(application.dob)],
    ['WhatsApp number', show(text(application.mobile_number))],
    ['Primary mobile number', show(text(application.primary_number))],
    ['Zone', zone ? zoneLabel(zone) : NOT_GIVEN],
    ['State', <StateName key="state" zone={zone} state={application.state} />],
    ['GST number', show(text(application.gst_number))],
    ['PAN number', show(text(application.pan_number))],
    ['Company name', show(text(application.company_name))],
    ['Registered office address', show(text(application.registered_address))],
  ];
  if (orgType !== '' || text(application.size_of_company) !== '') {
    items.push(
      ['Company type', ORG_TYPE_LABELS[orgType as OrgType] ?? show(orgType)],
      ['Size of company', show(text(application.size_of_company))],
    );
    if (orgType !== 'huf') items.push(['Incorporation date', date(incorporation)]);
  }
  return <DetailList items={items} />;
}

export function Directors({ application }: { application: Row }) {
  const rows = list(application.director).filter(
    (row) => text(row.name) || text(row.email) || text(row.mobile_number),
  );
  if (rows.length === 0) return <EmptyState title="No directors were added." />;
  return (
    <TableRegion label="Directors table">
      <table className="staff-table">
        <caption className="visually-hidden">Directors</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Mobile</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{show(text(row.name))}</th>
              <td>{show(text(row.email))}</td>
              <td>{show(text(row.mobile_number))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

export function Proposers({ application }: { application: Row }) {
  const rows = list(application.members);
  if (rows.length === 0) return <EmptyState title="No proposers were named yet." />;
  return (
    <TableRegion label="Proposers table">
      <table className="staff-table">
        <caption className="visually-hidden">Proposers (members 1 and 2)</caption>
        <thead>
          <tr>
            <th scope="col">Proposer</th>
            <th scope="col">Company</th>
            <th scope="col">Director</th>
            <th scope="col">Email</th>
            <th scope="col">Mobile</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">Member {num(row.row_id) ?? index + 1}</th>
              <td>{show(text(row.name))}</td>
              <td>{show(text(row.director))}</td>
              <td>{show(text(row.email))}</td>
              <td>{show(text(row.mobile_number))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

export function OtherDetails({ application }: { application: Row }) {
  return (
    <DetailList
      items={[
        [
          'Description',
          <span key="d" className="staff-details__long">
            {show(text(application.description))}
          </span>,
        ],
        ['Meta (Facebook)', <ExternalLink key="meta" value={text(application.meta)} />],
        ['LinkedIn', <ExternalLink key="linkedin" value={text(application.linkedin)} />],
        ['Instagram', <ExternalLink key="instagram" value={text(application.instagram)} />],
        ['YouTube', <ExternalLink key="youtube" value={text(application.youtube)} />],
        ['Accepted the terms', truthy(application.membership_checked) ? 'Yes' : 'No'],
      ]}
    />
  );
}
