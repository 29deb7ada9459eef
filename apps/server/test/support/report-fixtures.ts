// The reports' hand-seeded data set (docs/reports.md works its figures out by hand): the demo data's
// periods, tax documents and open applications are cleared, then eight members with their periods,
// seven orders (five invoiced in the range), two credit notes and eight applications are inserted.
// Instants are UTC; 06:30Z is noon in India. Test-only: imported by *.test.ts files.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  applications,
  creditNotes,
  members,
  membershipCategories,
  membershipPeriods,
  orders,
  planHistory,
  reviewDecisions,
  staff,
} from '../../src/db/schema';

/** The reports' clock: 2 March 2026, 14:30 in India. */
export const REPORT_NOW = new Date('2026-03-02T09:00:00.000Z');
export const REPORT_RANGE = 'from=2025-10&to=2026-03';

const at = (text: string) => new Date(text.includes('T') ? text : `${text}T06:30:00.000Z`);
const minuteAfter = (text: string) => new Date(at(text).getTime() + 60_000);

/** The demo data's periods, documents and open applications would blur the hand-computed figures. */
async function clearDemoFigures(db: Database) {
  await db.transaction(async (tx) => {
    // Replica mode skips foreign-key triggers (as the test snapshot's restore does); the next reset
    // puts every row back.
    await tx.execute(sql`select set_config('session_replication_role', 'replica', true)`);
    await tx.execute(sql`delete from credit_notes`);
    await tx.execute(sql`delete from membership_periods`);
    await tx.execute(sql`delete from orders`);
  });
  await db.update(planHistory).set({ reviewStage: 'draft' });
}

async function categoryId(db: Database, name: string): Promise<number> {
  const [row] = await db
    .select({ id: membershipCategories.id })
    .from(membershipCategories)
    .where(eq(membershipCategories.name, name));
  if (!row) throw new Error(`no category ${name}`);
  return row.id;
}

type Zone = 'north' | 'east' | 'west' | 'south' | null;
type PeriodSpec = { category: 'Gold' | 'Star'; from: Date; to: Date };

async function insertMember(
  db: Database,
  spec: { key: string; zone: Zone; category: 'Gold' | 'Star'; erased?: boolean },
  periods: PeriodSpec[],
): Promise<number> {
  const [member] = await db
    .insert(members)
    .values({
      memberNumber: `RP-${spec.key}`,
      email: `report-${spec.key.toLowerCase()}@example.com`,
      mobileNumber: `95000000${spec.key.charCodeAt(0)}`,
      name: `Member ${spec.key}`,
      companyName: `${spec.key} Events`,
      categoryId: await categoryId(db, spec.category),
      zone: spec.zone,
      erasedAt: spec.erased ? at('2026-02-01') : null,
    })
    .returning({ id: members.id });
  for (const period of periods) {
    await db.insert(membershipPeriods).values({
      memberId: member!.id,
      categoryId: await categoryId(db, period.category),
      startsAt: period.from,
      endsAt: period.to,
    });
  }
  return member!.id;
}

/** The eight members (A–I without a second letter; C never live in the range). */
export async function seedReportMembers(db: Database): Promise<Record<string, number>> {
  const p = (category: 'Gold' | 'Star', from: Date, to: Date) => ({ category, from, to });
  const ids: Record<string, number> = {};
  ids.A = await insertMember(db, { key: 'A', zone: 'north', category: 'Gold' }, [
    p('Gold', at('2024-11-15'), at('2025-11-15')),
    p('Gold', minuteAfter('2025-11-15'), at('2026-11-15')),
  ]);
  ids.B = await insertMember(db, { key: 'B', zone: 'south', category: 'Star' }, [
    p('Star', at('2023-12-10'), at('2024-12-10')),
    p('Star', minuteAfter('2024-12-10'), at('2025-12-10')),
  ]);
  ids.C = await insertMember(db, { key: 'C', zone: 'east', category: 'Gold' }, [
    p('Gold', at('2024-10-05'), at('2025-10-05')),
  ]);
  ids.D = await insertMember(db, { key: 'D', zone: 'west', category: 'Gold' }, [
    p('Star', at('2025-06-01'), at('2026-06-01')),
    p('Gold', at('2026-01-20'), at('2026-06-01')),
  ]);
  ids.E = await insertMember(db, { key: 'E', zone: 'north', category: 'Star' }, [
    p('Star', at('2025-03-20'), at('2026-03-20')),
  ]);
  ids.F = await insertMember(db, { key: 'F', zone: null, category: 'Star' }, [
    p('Star', at('2025-01-10'), at('2026-01-10')),
    p('Star', minuteAfter('2026-01-10'), at('2027-01-10')),
  ]);
  ids.G = await insertMember(db, { key: 'G', zone: 'south', category: 'Gold', erased: true }, [
    p('Gold', at('2025-04-01'), at('2026-04-01')),
  ]);
  ids.H = await insertMember(db, { key: 'H', zone: 'east', category: 'Star' }, [
    p('Star', at('2023-02-01'), at('2024-02-01')),
    p('Star', minuteAfter('2024-02-01'), at('2025-02-01')),
    p('Star', at('2025-11-10'), at('2026-11-10')),
  ]);
  ids.I = await insertMember(db, { key: 'I', zone: 'west', category: 'Gold' }, [
    p('Star', at('2024-12-20'), at('2025-12-20')),
    p('Gold', at('2025-08-01'), at('2025-12-20')),
  ]);
  return ids;
}

type OrderSpec = {
  key: string;
  purpose: 'register' | 'renew' | 'upgrade' | 'revive_renew';
  provider: 'sandbox' | 'razorpay' | 'offline';
  paidAt: Date | null;
  taxablePaise: number;
};

async function insertOrder(db: Database, memberId: number, spec: OrderSpec): Promise<number> {
  const gst = (spec.taxablePaise * 18) / 100;
  const [order] = await db
    .insert(orders)
    .values({
      uniqueOrderId: `RO-${spec.key}`,
      memberId,
      categoryId: await categoryId(db, 'Gold'),
      purpose: spec.purpose,
      annualFeePaise: spec.taxablePaise,
      taxablePaise: spec.taxablePaise,
      gstPaise: gst,
      igstPaise: gst,
      totalPaise: spec.taxablePaise + gst,
      provider: spec.provider,
      status: spec.paidAt ? 'paid' : 'created',
      paidAt: spec.paidAt,
      invoiceNumber: spec.paidAt ? `RI/${spec.key}` : null,
      billedName: 'Member A',
      billedCompany: 'A Events',
      categoryName: 'Gold',
      placeOfSupplyState: 'Karnataka',
      placeOfSupplyCode: '29',
    })
    .returning({ id: orders.id });
  return order!.id;
}

async function insertNote(
  db: Database,
  orderId: number,
  key: string,
  issuedAt: Date,
  taxable: number,
) {
  const igst = (taxable * 18) / 100;
  await db.insert(creditNotes).values({
    number: `RC/${key}`,
    financialYear: '2025-26',
    orderId,
    invoiceNumber: `RI/${key}`,
    issuedAt,
    taxablePaise: taxable,
    igstPaise: igst,
    totalPaise: taxable + igst,
    reason: 'Report test',
  });
}

/** Seven orders (five invoiced in the range, one before it, one unpaid) and two credit notes. */
export async function seedReportIncome(db: Database, memberId: number): Promise<void> {
  const order = (spec: OrderSpec) => insertOrder(db, memberId, spec);
  const o1 = await order({
    key: 'O1',
    purpose: 'register',
    provider: 'sandbox',
    paidAt: at('2025-10-10'),
    taxablePaise: 1_000_000,
  });
  // 00:30 on 1 November in India: November's.
  await order({
    key: 'O2',
    purpose: 'renew',
    provider: 'razorpay',
    paidAt: at('2025-10-31T19:00:00Z'),
    taxablePaise: 500_000,
  });
  const o3 = await order({
    key: 'O3',
    purpose: 'upgrade',
    provider: 'sandbox',
    paidAt: at('2025-11-15'),
    taxablePaise: 200_000,
  });
  await order({
    key: 'O4',
    purpose: 'renew',
    provider: 'offline',
    paidAt: at('2025-12-05'),
    taxablePaise: 500_000,
  });
  await order({
    key: 'O5',
    purpose: 'revive_renew',
    provider: 'sandbox',
    paidAt: at('2026-01-20'),
    taxablePaise: 500_000,
  });
  await order({
    key: 'O6',
    purpose: 'register',
    provider: 'sandbox',
    paidAt: null,
    taxablePaise: 500_000,
  });
  await order({
    key: 'O7',
    purpose: 'register',
    provider: 'sandbox',
    paidAt: at('2025-09-30'),
    taxablePaise: 500_000,
  });
  await insertNote(db, o1, 'O1', at('2025-12-15'), 100_000);
  // 01:30 on 1 March in India: March's.
  await insertNote(db, o3, 'O3', at('2026-02-28T20:00:00Z'), 200_000);
}

type ApplicationSpec = {
  key: string;
  stage: string;
  submittedAt?: Date;
  cancelled?: boolean;
  history?: Partial<typeof planHistory.$inferInsert>;
  sentBackAt?: Date;
};

async function insertApplication(db: Database, spec: ApplicationSpec, staffId: number) {
  const [application] = await db
    .insert(applications)
    .values({
      appId: `RA-${spec.key}`,
      categoryId: await categoryId(db, 'Gold'),
      name: `Applicant ${spec.key}`,
      companyName: `${spec.key} Productions`,
      isDraft: spec.stage === 'draft',
      submittedAt: spec.submittedAt ?? at('2026-01-05'),
      createdAt: at('2025-12-01'),
    })
    .returning({ id: applications.id });
  const [history] = await db
    .insert(planHistory)
    .values({
      applicationId: application!.id,
      categoryId: await categoryId(db, 'Gold'),
      reviewStage: spec.stage as 'draft',
      cancelled: spec.cancelled ?? false,
      createdAt: at('2025-12-01'),
      ...spec.history,
    })
    .returning({ id: planHistory.id });
  if (spec.sentBackAt) {
    await db.insert(reviewDecisions).values({
      planHistoryId: history!.id,
      stage: 'accounts',
      decision: 'changes_requested',
      actorKind: 'staff',
      actorStaffId: staffId,
      actorLabel: 'Portal Admin',
      createdAt: spec.sentBackAt,
    });
  }
  return application!.id;
}

/** Applications waiting in each stage (docs/reports.md lists their days). */
export async function seedReportApplications(db: Database): Promise<Record<string, number>> {
  const [admin] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, 'admin@example.com'));
  const add = (spec: ApplicationSpec) => insertApplication(db, spec, admin!.id);
  const t = (text: string) => at(text);
  const ids: Record<string, number> = {};
  ids.P1 = await add({ key: 'P1', stage: 'zone_manager', submittedAt: t('2026-02-20T09:00:00Z') });
  ids.P2 = await add({ key: 'P2', stage: 'zone_manager', submittedAt: t('2026-02-27T09:00:00Z') });
  ids.P3 = await add({ key: 'P3', stage: 'zone_manager', submittedAt: t('2026-02-28T21:00:00Z') });
  ids.P4 = await add({
    key: 'P4',
    stage: 'accounts',
    history: { approvalZmAt: t('2026-02-25T09:00:00Z') },
  });
  ids.P5 = await add({
    key: 'P5',
    stage: 'accounts',
    history: { approvalZmAt: t('2026-02-28T09:00:00Z') },
    sentBackAt: t('2026-03-01T09:00:00Z'),
  });
  ids.P6 = await add({
    key: 'P6',
    stage: 'governing_body',
    history: {
      approvalAccountsAt: t('2026-02-01T09:00:00Z'),
      referenceCheck1At: t('2026-02-10T09:00:00Z'),
      referenceCheck2At: t('2026-02-12T09:00:00Z'),
    },
  });
  ids.P7 = await add({
    key: 'P7',
    stage: 'changes_requested',
    sentBackAt: t('2026-02-22T09:00:00Z'),
  });
  ids.P8 = await add({ key: 'P8', stage: 'cancelled', cancelled: true });
  ids.P9 = await add({ key: 'P9', stage: 'draft' });
  ids.P10 = await add({
    key: 'P10',
    stage: 'approved',
    history: {
      approvalGoverning1At: t('2026-02-26T09:00:00Z'),
      approvalGoverning2At: t('2026-02-27T09:00:00Z'),
    },
  });
  return ids;
}

/** The whole set on a database whose demo figures are cleared first. */
export async function seedReportData(db: Database) {
  await clearDemoFigures(db);
  const members = await seedReportMembers(db);
  await seedReportIncome(db, members.A!);
  const applications = await seedReportApplications(db);
  return { members, applications };
}
