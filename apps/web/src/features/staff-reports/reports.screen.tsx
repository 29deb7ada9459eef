import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ZONES, ZONE_LABELS, type Zone } from '@portico/domain/constants';
import { PAGE_ROLES, hasAnyRole, useStaffUser } from '../../app/staff/staff-session';
import { StaffPage } from '../../app/staff/staff-page';
import { useReport } from './api/reports';
import { IncomeReport } from './income-report';
import { LapsingReport } from './lapsing-report';
import { MembershipReport } from './membership-report';
import { PipelineReport } from './pipeline-report';
import { RenewalsReport } from './renewals-report';
import { ReportSection } from './report-section';
import { SummaryRecipients } from './summary-recipients';
import { OptionsWithAny } from '../../ui/select-options';
import styles from './reports.module.css';

const SPANS = ['12', '24', '60'] as const;

/** The months shown, from the page URL (?months=24), as the reports' from and to. */
function useSpan() {
  const [params, setParams] = useSearchParams();
  // The month in India when the page opened: the range stays put while the page is open.
  const [opened] = useState(() => Date.now());
  const months = SPANS.find((span) => span === params.get('months')) ?? '12';
  const zone = ZONES.find((value) => value === params.get('zone'));
  const now = new Date(opened + 330 * 60_000);
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - Number(months) + 1, 1));
  const range = { from: from.toISOString().slice(0, 7), to: now.toISOString().slice(0, 7) };
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  return { months, zone, range, set };
}

/** The months and the zone of the lists, kept in the page URL. */
function ReportControls({ span }: { span: ReturnType<typeof useSpan> }) {
  const monthsId = useId();
  const zoneId = useId();
  return (
    <div className={styles.controls}>
      <div>
        <label htmlFor={monthsId}>Months shown</label>
        <select
          id={monthsId}
          className={styles.select}
          value={span.months}
          onChange={(e) => span.set('months', e.target.value)}
        >
          <option value="12">The last 12 months</option>
          <option value="24">The last 24 months</option>
          <option value="60">The last 5 years</option>
        </select>
      </div>
      <div>
        <label htmlFor={zoneId}>Zone of the lapsed and due-soon lists</label>
        <select
          id={zoneId}
          className={styles.select}
          value={span.zone ?? ''}
          onChange={(e) => span.set('zone', e.target.value)}
        >
          <OptionsWithAny
            any="Every zone"
            options={ZONES.map((zone: Zone) => ({ value: zone, label: ZONE_LABELS[zone] }))}
          />
        </select>
      </div>
    </div>
  );
}

/**
 * /staff/reports (admin, office, accounts, governing body): how the association is doing, each report
 * a chart with its table below and its downloads. Chart.js loads with this screen only.
 */
export function ReportsScreen() {
  const user = useStaffUser();
  const allowed = hasAnyRole(user, ...PAGE_ROLES.reports);
  const span = useSpan();
  const lists = { zone: span.zone };
  const membership = useReport('membership', span.range, allowed);
  const renewals = useReport('renewals', span.range, allowed);
  const lapsing = useReport('lapsing', lists, allowed);
  const income = useReport('income', span.range, allowed);
  const pipeline = useReport('pipeline', {}, allowed);
  return (
    <StaffPage
      title="Reports"
      lead="Members, renewals, lapses, income and applications over time. Each chart has its figures in the table below it."
      allowed={allowed}
      what="the reports"
    >
      <ReportControls span={span} />
      <ReportSection
        id="report-membership"
        name="membership"
        title="Members by category and zone"
        lead="Members whose membership was live at the end of each month (today, for this month)."
        params={span.range}
        query={membership}
      >
        {membership.data ? <MembershipReport data={membership.data} /> : null}
      </ReportSection>
      <ReportSection
        id="report-renewals"
        name="renewals"
        title="Renewal rate and attrition"
        lead="Of the memberships that expired in each month: the share renewed within the grace window, and the share lapsed once it closed."
        params={span.range}
        query={renewals}
      >
        {renewals.data ? <RenewalsReport data={renewals.data} /> : null}
      </ReportSection>
      <ReportSection
        id="report-lapsing"
        name="lapsing"
        title="Lapsed and due soon"
        lead="Members whose membership ended lately without renewal, and those whose membership ends soon."
        params={lists}
        query={lapsing}
      >
        {lapsing.data ? <LapsingReport data={lapsing.data} /> : null}
      </ReportSection>
      <ReportSection
        id="report-income"
        name="income"
        title="Income by month and kind"
        lead="The invoices issued each month by kind, less the credit notes issued that month."
        params={span.range}
        query={income}
      >
        {income.data ? <IncomeReport data={income.data} /> : null}
      </ReportSection>
      <ReportSection
        id="report-pipeline"
        name="pipeline"
        title="Application pipeline"
        lead="Applications waiting in each stage of the review now."
        params={{}}
        query={pipeline}
      >
        {pipeline.data ? <PipelineReport data={pipeline.data} /> : null}
      </ReportSection>
      {hasAnyRole(user, 'admin') ? <SummaryRecipients /> : null}
    </StaffPage>
  );
}

export { ReportsScreen as Component };
