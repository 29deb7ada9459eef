import { Link } from 'react-router';
import { ZONE_LABELS, type Zone } from '@portico/domain/constants';
import { formatDisplayDate } from '@portico/domain/format';
import type { LapsingMember } from '@portico/domain/contracts/reports.contract';
import type { ReportData } from './api/reports';
import { ReportChart } from './report-chart';
import { count, ReportTable } from './report-table';
import styles from './reports.module.css';

const zoneName = (zone: Zone | null) => (zone === null ? 'No zone' : ZONE_LABELS[zone]);

function MemberList({
  caption,
  members,
  total,
  empty,
}: {
  caption: string;
  members: LapsingMember[];
  total: number;
  empty: string;
}) {
  if (members.length === 0) return <p>{empty}</p>;
  return (
    <>
      <ReportTable
        caption={caption}
        columns={['Member', 'Zone', 'Member number', 'Category', 'Expires on']}
        rows={members.map((member) => ({
          key: String(member.memberId),
          cells: [
            <Link key="link" to={`/staff/members/${member.memberId}`}>
              {member.companyName}
              <span className="visually-hidden"> ({member.name})</span>
            </Link>,
            zoneName(member.zone),
            member.memberNumber ?? '–',
            member.category,
            formatDisplayDate(member.expiresOn),
          ],
        }))}
      />
      {total > members.length ? (
        <p className={styles.note}>
          The first {count(members.length)} of {count(total)}: choose a zone, or download the file
          for every one.
        </p>
      ) : null}
    </>
  );
}

/** Lapsed and due-soon members: counts by zone in a chart and table, then each list, member by member. */
export function LapsingReport({ data }: { data: ReportData<'lapsing'> }) {
  const totalOf = (pick: 'lapsed' | 'dueSoon') =>
    data.byZone
      .filter((row) => data.zone === null || row.zone === data.zone)
      .reduce((sum, row) => sum + row[pick], 0);
  return (
    <>
      <ReportChart
        title="Lapsed and due soon by zone"
        spec={{
          kind: 'bar',
          labels: data.byZone.map((row) => zoneName(row.zone)),
          series: [
            { label: 'Lapsed', values: data.byZone.map((row) => row.lapsed) },
            { label: 'Due soon', values: data.byZone.map((row) => row.dueSoon) },
          ],
        }}
      />
      <ReportTable
        caption="Lapsed and due-soon members by zone"
        columns={['Zone', 'Lapsed', 'Due soon']}
        rows={data.byZone.map((row) => ({
          key: String(row.zone),
          cells: [zoneName(row.zone), count(row.lapsed), count(row.dueSoon)],
        }))}
      />
      <h3 className={styles.subheading}>Lapsed in the last {data.lapsedDays} days</h3>
      <MemberList
        caption="Lapsed members"
        members={data.lapsed}
        total={totalOf('lapsed')}
        empty="No member lapsed in these days."
      />
      <h3 className={styles.subheading}>Due in the next {data.dueDays} days</h3>
      <MemberList
        caption="Members due soon"
        members={data.dueSoon}
        total={totalOf('dueSoon')}
        empty="No membership ends in these days."
      />
    </>
  );
}
