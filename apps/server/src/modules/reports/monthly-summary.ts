// The reports' monthly summary (issue #31): at the first run of the scheduler in a month, the month
// just ended in figures (members, renewals, income, applications waiting), by email to the staff an
// admin chose. The month's row in report_summaries is written in the transaction that queues the
// emails: of several processes running the job at once, one sends and the others find the row.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rupeesOfPaise } from '@portico/domain/audit-values';
import { REPORT_ROLES } from '@portico/domain/contracts/reports.contract';
import type { Database, Executor } from '../../db/client';
import { reportSummaries, staff, staffRoles } from '../../db/schema';
import { buildEmail } from '../../lib/email/build-email';
import type { BrandSource, Notifier } from '../notifications';
import { addMonths, businessMonthOf } from './report-months';
import { summaryFigures, type SummaryFigures } from './summary-figures';

export const MONTHLY_SUMMARY_JOB = 'reports.monthly-summary';

export type MonthlySummaryDeps = {
  db: Database;
  notifier: Notifier;
  brand: BrandSource;
  now: () => Date;
};

const rupees = (paise: number) => `${paise < 0 ? '−' : ''}${rupeesOfPaise(Math.abs(paise))}`;

/** "March 2026". */
export function monthName(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The figures in the sentences the email reads. */
export function summaryValues(figures: SummaryFigures): Record<string, string> {
  const name = monthName(figures.month);
  const change = figures.members - figures.membersBefore;
  const { renewals: r, income, applications } = figures;
  const kinds = income.byKind.filter((kind) => kind.amountPaise !== 0);
  return {
    month_name: name,
    members: String(figures.members),
    members_change: change === 0 ? 'no change' : `${change > 0 ? '+' : '−'}${Math.abs(change)}`,
    renewals:
      r.expired === 0
        ? `no membership ended in ${name}.`
        : `${r.renewed} of the ${r.expired} ${r.expired === 1 ? 'membership that' : 'memberships that'} ended in ${name} ${r.renewed === 1 ? 'was' : 'were'} renewed (${r.renewalRate ?? 0}%); ${r.lapsed} lapsed and ${r.open} can still renew.`,
    income:
      `${rupees(income.incomePaise)} after credit notes of ${rupees(income.creditedPaise)}` +
      (kinds.length
        ? ` (${kinds.map((kind) => `${kind.label} ${rupees(kind.amountPaise)}`).join(', ')}).`
        : '.'),
    applications:
      applications.waiting === 0
        ? 'none waiting.'
        : `${applications.waiting}; the oldest, ${applications.oldestAppId}, has waited ${applications.oldestDays} days.`,
  };
}

/** Active staff who chose the summary and still may read the reports. */
async function recipients(tx: Executor) {
  return tx
    .selectDistinct({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.staffId, staff.id))
    .where(
      and(
        eq(staff.active, true),
        eq(staff.monthlySummary, true),
        inArray(staffRoles.role, [...REPORT_ROLES]),
      ),
    )
    .orderBy(staff.id);
}

/**
 * Sends last month's summary unless it went already: the number of staff it went to, or null when
 * it had (or there is no one to send it to, so a later choice still gets it this month).
 */
export async function sendMonthlySummary(deps: MonthlySummaryDeps): Promise<number | null> {
  const at = deps.now();
  const month = addMonths(businessMonthOf(at), -1);
  const [sent] = await deps.db
    .select({ month: reportSummaries.month })
    .from(reportSummaries)
    .where(eq(reportSummaries.month, month));
  if (sent) return null;
  const chosen = await recipients(deps.db);
  if (chosen.length === 0) return null;

  const figures = await summaryFigures(deps.db, at, month);
  const brand = await deps.brand.current();
  const values = { ...summaryValues(figures), reports_url: `${brand.publicUrl}/staff/reports` };
  const count = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(reportSummaries)
      .values({ month, sentAt: at, recipients: 0 })
      .onConflictDoNothing()
      .returning({ month: reportSummaries.month });
    if (claimed.length === 0) return null;
    const people = await recipients(tx);
    for (const person of people) {
      const email = await buildEmail(
        'report_summary',
        { ...values, staff_name: person.name },
        brand,
      );
      await deps.notifier.within(tx, {}).email(person.email, email, 'report_summary_email');
    }
    await tx
      .update(reportSummaries)
      .set({ recipients: sql`${people.length}` })
      .where(eq(reportSummaries.month, month));
    return people.length;
  });
  if (count) deps.notifier.kick();
  return count;
}
