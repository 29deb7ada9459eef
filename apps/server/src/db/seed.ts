// Demo data of the API contract, inserted on the first development start of an empty database
// (never in production), by `npm run portico -- seed-demo`, and before every test. Deterministic except for dates, which are relative to `now` so the member-area cases (inside
// or beyond the renewal window) stay true whenever the seed runs.
import { addDays, addMonths, subYears } from 'date-fns';
import { sql } from 'drizzle-orm';
import { feeBreakdown, splitGst } from '@portico/domain/money';
import type { Database, Executor } from './client';
import {
  applications,
  coupons,
  members,
  membershipPeriods,
  orders,
  payments,
  planHistory,
  proposers,
  staff,
  staffRoles,
  states,
  type ManualFlag,
  type StaffRole,
  type ZoneCode,
} from './schema';
import { insertReferenceDataIfMissing, ZONES_AND_STATES } from './reference-data';
import { withSeedLock } from './seed-lock';
import {
  countCategories,
  insertStandardCategories,
  type StandardCategoryName,
} from './standard-categories';

type CategoryName = StandardCategoryName;

type DemoMember = {
  key: string;
  email: string;
  mobile: string;
  name: string;
  company: string;
  category: CategoryName;
  zone: ZoneCode;
  state: string;
  gst: string;
  pan: string;
  /** Membership expiry relative to now. */
  expiry: (now: Date) => Date;
  manual?: ManualFlag;
  documentsLink?: string;
};

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    key: 'member1',
    email: 'member1@example.com',
    mobile: '9800000001',
    name: 'Aarav Mehta',
    company: 'Mehta Events Pvt Ltd',
    category: 'Gold',
    zone: 'north',
    state: 'Delhi',
    gst: '07AABCM1234A1Z5',
    pan: 'AABCM1234A',
    expiry: (now) => addMonths(now, 10),
  },
  {
    key: 'member2',
    email: 'member2@example.com',
    mobile: '9800000002',
    name: 'Priya Nair',
    company: 'Nair Entertainment LLP',
    category: 'Silver',
    zone: 'south',
    state: 'Kerala',
    gst: '32AAFFN5678B1Z2',
    pan: 'AAFFN5678B',
    expiry: (now) => addMonths(now, 6),
  },
  {
    key: 'active',
    email: 'active@example.com',
    mobile: '9800000011',
    name: 'Rohan Kapoor',
    company: 'Kapoor Live Pvt Ltd',
    category: 'Gold',
    zone: 'west',
    state: 'Maharashtra',
    gst: '27AABCK2345C1Z8',
    pan: 'AABCK2345C',
    expiry: (now) => addMonths(now, 8),
  },
  {
    key: 'renew',
    email: 'renew@example.com',
    mobile: '9800000012',
    name: 'Sneha Iyer',
    company: 'Iyer Weddings Pvt Ltd',
    category: 'Silver',
    zone: 'south',
    state: 'Karnataka',
    gst: '29AABCI3456D1Z1',
    pan: 'AABCI3456D',
    expiry: (now) => addDays(now, 20),
  },
  {
    key: 'lapsed',
    email: 'lapsed@example.com',
    mobile: '9800000013',
    name: 'Vikram Singh',
    company: 'Singh Sound and Light Pvt Ltd',
    category: 'Gold',
    zone: 'north',
    state: 'Punjab',
    gst: '03AABCS4567E1Z4',
    pan: 'AABCS4567E',
    expiry: (now) => addDays(now, -30),
  },
  {
    key: 'revive',
    email: 'revive@example.com',
    mobile: '9800000014',
    name: 'Anjali Das',
    company: 'Das Festivals Pvt Ltd',
    category: 'Silver',
    zone: 'east',
    state: 'West Bengal',
    gst: '19AABCD5678F1Z7',
    pan: 'AABCD5678F',
    expiry: (now) => addDays(now, -200),
  },
  {
    key: 'platinum',
    email: 'platinum@example.com',
    mobile: '9800000015',
    name: 'Karan Malhotra',
    company: 'Malhotra Productions Ltd',
    category: 'Platinum',
    zone: 'west',
    state: 'Gujarat',
    gst: '24AABCM6789G1Z3',
    pan: 'AABCM6789G',
    expiry: (now) => addMonths(now, 5),
  },
  {
    key: 'manual',
    email: 'manual@example.com',
    mobile: '9800000016',
    name: 'Meera Joshi',
    company: 'Joshi Exhibitions Pvt Ltd',
    category: 'Gold',
    zone: 'east',
    state: 'Odisha',
    gst: '21AABCJ7890H1Z6',
    pan: 'AABCJ7890H',
    expiry: (now) => addDays(now, -10),
    manual: 1,
    documentsLink: 'https://example.com/documents/joshi-exhibitions.pdf',
  },
];

export const DEMO_STAFF: ReadonlyArray<{
  email: string;
  name: string;
  roles: ReadonlyArray<{ role: StaffRole; zone?: ZoneCode }>;
}> = [
  { email: 'admin@example.com', name: 'Portal Admin', roles: [{ role: 'admin' }] },
  { email: 'office@example.com', name: 'Office Desk', roles: [{ role: 'office' }] },
  ...ZONES_AND_STATES.map((zone) => ({
    email: `zm.${zone.code}@example.com`,
    name: `${zone.name} Zone Manager`,
    roles: [{ role: 'zone_manager' as const, zone: zone.code }],
  })),
  { email: 'accounts@example.com', name: 'Accounts Team', roles: [{ role: 'accounts' }] },
  { email: 'gb1@example.com', name: 'Governing Body One', roles: [{ role: 'governing_body' }] },
  { email: 'gb2@example.com', name: 'Governing Body Two', roles: [{ role: 'governing_body' }] },
];

const DEMO_DESCRIPTION =
  'A long-standing member company organising concerts, weddings, exhibitions and corporate events.';

export type SeedResult = { seeded: boolean };

/**
 * Development: inserts the standard categories and the demo data (and the reference data, if
 * missing) when there are no categories yet; otherwise does nothing. Never called in production.
 */
export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<SeedResult> {
  // Two servers starting together on one PostgreSQL must not both seed.
  return withSeedLock(db, async (tx) => {
    if ((await countCategories(tx)) > 0) return { seeded: false };
    await insertReferenceDataIfMissing(tx);
    await insertDemoData(tx, await insertStandardCategories(tx), now);
    return { seeded: true };
  });
}

function pad(n: number): string {
  return String(n).padStart(4, '0');
}

async function insertDemoData(
  tx: Executor,
  categoryRows: Awaited<ReturnType<typeof insertStandardCategories>>,
  now: Date,
): Promise<void> {
  const categoryByName = new Map(categoryRows.map((row) => [row.name, row]));
  const stateRows = await tx.select({ id: states.id, name: states.name }).from(states);
  const stateIdByName = new Map(stateRows.map((row) => [row.name, row.id]));

  const category = (name: CategoryName) => {
    const found = categoryByName.get(name);
    if (!found) throw new Error(`seed: unknown category ${name}`);
    return found;
  };

  // One paid application per member, as if each had joined through the portal a year before expiry.
  const rows = DEMO_MEMBERS.map((member, index) => {
    const expiry = member.expiry(now);
    const startsAt = subYears(expiry, 1);
    return { member, number: index + 1, expiry, startsAt, category: category(member.category) };
  });

  const applicationRows = await tx
    .insert(applications)
    .values(
      rows.map(({ member, number, category, startsAt }) => ({
        appId: `PA-${pad(number)}`,
        journey: 'new' as const,
        categoryId: category.id,
        name: member.name,
        email: member.email,
        emailVerified: true,
        dob: '1985-04-12',
        mobileNumber: member.mobile,
        mobileVerified: true,
        primaryNumber: member.mobile,
        sameNumber: true,
        zone: member.zone,
        stateId: stateIdByName.get(member.state) ?? null,
        gstNumber: member.gst,
        panNumber: member.pan,
        companyName: member.company,
        registeredAddress: `${number} Event Plaza, ${member.state}`,
        sizeOfCompany: '25-50' as const,
        orgType: 'company' as const,
        incorporationDate: '2012-06-01',
        membershipChecked: true,
        description: DEMO_DESCRIPTION,
        isDraft: false,
        steps: 4,
        pdfStandalone: member.documentsLink ?? null,
        createdAt: startsAt,
        updatedAt: startsAt,
      })),
    )
    .returning({ id: applications.id, email: applications.email });
  const applicationIdByEmail = new Map(applicationRows.map((row) => [row.email, row.id]));
  const applicationId = (email: string) => {
    const id = applicationIdByEmail.get(email);
    if (id === undefined) throw new Error(`seed: no application for ${email}`);
    return id;
  };

  const memberRows = await tx
    .insert(members)
    .values(
      rows.map(({ member, number, category, expiry }): typeof members.$inferInsert => ({
        memberNumber: `PM-${pad(number)}`,
        email: member.email,
        mobileNumber: member.mobile,
        name: member.name,
        companyName: member.company,
        categoryId: category.id,
        status: expiry > now ? ('active' as const) : ('expired' as const),
        manual: member.manual ?? 0,
        pdfStandalone: member.documentsLink ?? null,
        applicationId: applicationId(member.email),
        zone: member.zone,
      })),
    )
    .returning({ id: members.id, email: members.email });
  const memberIdByEmail = new Map(memberRows.map((row) => [row.email, row.id]));
  const memberId = (email: string) => {
    const id = memberIdByEmail.get(email);
    if (id === undefined) throw new Error(`seed: no member ${email}`);
    return id;
  };

  // Each application knows the member it made (as a paid registration links them).
  await tx.execute(sql`update ${applications} set member_id = ${members.id} from ${members}
    where ${members.applicationId} = ${applications.id} and ${applications.memberId} is null`);

  // member1 and member2 proposed everyone else (and answered yes).
  const [proposer1, proposer2] = [DEMO_MEMBERS[0], DEMO_MEMBERS[1]];
  if (!proposer1 || !proposer2) throw new Error('seed: proposers missing');
  await tx.insert(proposers).values(
    rows
      .filter(({ member }) => member !== proposer1 && member !== proposer2)
      .flatMap(({ member, startsAt }) =>
        [proposer1, proposer2].map((proposer, index) => ({
          applicationId: applicationId(member.email),
          rowNo: index + 1,
          companyName: proposer.company,
          director: proposer.name,
          email: proposer.email,
          mobileNumber: proposer.mobile,
          memberId: memberId(proposer.email),
          response: 'approved' as const,
          respondedAt: startsAt,
        })),
      ),
  );

  const historyRows = await tx
    .insert(planHistory)
    .values(
      rows.map(({ member, category, expiry, startsAt }) => ({
        applicationId: applicationId(member.email),
        categoryId: category.id,
        historyType: 'new' as const,
        appFilled: true,
        approvalZm: 'approved' as const,
        approvalZmAt: startsAt,
        approvalAccounts: 'approved' as const,
        approvalAccountsAt: startsAt,
        referenceCheck1: 'approved' as const,
        referenceCheck1At: startsAt,
        referenceCheck2: 'approved' as const,
        referenceCheck2At: startsAt,
        approvalGoverning1: 'approved' as const,
        approvalGoverning1At: startsAt,
        approvalGoverning2: 'approved' as const,
        approvalGoverning2At: startsAt,
        paymentStatus: 'paid' as const,
        reviewStage: 'paid' as const,
        membershipExpiry: expiry,
        companyName: member.company,
        createdAt: startsAt,
        updatedAt: startsAt,
      })),
    )
    .returning({ id: planHistory.id, applicationId: planHistory.applicationId });
  const historyIdByApplication = new Map(historyRows.map((row) => [row.applicationId, row.id]));

  const orderRows = await tx
    .insert(orders)
    .values(
      rows.map(({ member, number, category, startsAt }) => {
        const fees = feeBreakdown({
          joiningFeePaise: category.joiningFeePaise,
          annualFeePaise: category.annualFeePaise,
        });
        const split = splitGst(fees.gst, false);
        const application = applicationId(member.email);
        return {
          uniqueOrderId: `PO-${pad(number)}`,
          applicationId: application,
          memberId: memberId(member.email),
          planHistoryId: historyIdByApplication.get(application) ?? null,
          categoryId: category.id,
          purpose: 'register' as const,
          joiningFeePaise: fees.joiningFee,
          discountPaise: fees.discount,
          annualFeePaise: fees.annualFee,
          taxablePaise: fees.taxable,
          gstPaise: fees.gst,
          cgstPaise: split.cgst,
          sgstPaise: split.sgst,
          igstPaise: split.igst,
          totalPaise: fees.total,
          provider: 'sandbox' as const,
          providerOrderId: `order_seed_${pad(number)}`,
          status: 'paid' as const,
          createdAt: startsAt,
          paidAt: startsAt,
        };
      }),
    )
    .returning({ id: orders.id, memberId: orders.memberId, totalPaise: orders.totalPaise });

  await tx.insert(payments).values(
    orderRows.map((order, index) => ({
      orderId: order.id,
      providerPaymentId: `pay_seed_${pad(index + 1)}`,
      amountPaise: order.totalPaise,
      status: 'captured' as const,
      raw: { seeded: true },
      createdAt: rows[index]?.startsAt ?? now,
    })),
  );

  const orderIdByMember = new Map(orderRows.map((row) => [row.memberId, row.id]));
  await tx.insert(membershipPeriods).values(
    rows.map(({ member, category, expiry, startsAt }) => {
      const id = memberId(member.email);
      return {
        memberId: id,
        categoryId: category.id,
        planHistoryId: historyIdByApplication.get(applicationId(member.email)) ?? null,
        startsAt,
        endsAt: expiry,
        orderId: orderIdByMember.get(id) ?? null,
        createdAt: startsAt,
      };
    }),
  );

  const staffRows = await tx
    .insert(staff)
    .values(DEMO_STAFF.map(({ email, name }) => ({ email, name })))
    .returning({ id: staff.id, email: staff.email });
  const staffIdByEmail = new Map(staffRows.map((row) => [row.email, row.id]));
  await tx.insert(staffRoles).values(
    DEMO_STAFF.flatMap((person) =>
      person.roles.map(({ role, zone }) => ({
        staffId: staffIdByEmail.get(person.email) ?? 0,
        role,
        zone: zone ?? null,
      })),
    ),
  );

  // New member and order numbers continue after the demo ones.
  await tx.execute(sql`select setval('member_number_seq', ${rows.length}, true)`);
  await tx.execute(sql`select setval('order_number_seq', ${rows.length}, true)`);

  await tx.insert(coupons).values([
    {
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      message: 'Welcome offer: 10% off the joining fee',
      validFrom: addDays(now, -30),
      validUntil: addDays(now, 365),
    },
    {
      code: 'EXPIRED5',
      kind: 'percent',
      value: 5,
      message: 'Coupon Expired',
      validFrom: addDays(now, -60),
      validUntil: addDays(now, -1),
    },
  ]);
}
