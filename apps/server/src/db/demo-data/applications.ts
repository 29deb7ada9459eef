import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { applications, members, planHistory, proposers, states } from '../schema';
import { DEMO_DESCRIPTION, DEMO_MEMBERS } from './people';
import { idLookup, pad, type DemoRow } from './rows';

/** Each demo member's paid application; answers the application id by email. */
export async function insertDemoApplications(tx: Executor, rows: readonly DemoRow[]) {
  const stateRows = await tx.select({ id: states.id, name: states.name }).from(states);
  const stateIdByName = new Map(stateRows.map((row) => [row.name, row.id]));
  const inserted = await tx
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
  return idLookup<string | null>(
    inserted.map((row) => [row.email, row.id] as const),
    (email) => `seed: no application for ${email}`,
  );
}

/** The members those applications made, each linked both ways; answers the member id by email. */
export async function insertDemoMembers(
  tx: Executor,
  rows: readonly DemoRow[],
  applicationId: (email: string) => number,
  now: Date,
) {
  const inserted = await tx
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
  // Each application knows the member it made (as a paid registration links them).
  await tx.execute(sql`update ${applications} set member_id = ${members.id} from ${members}
    where ${members.applicationId} = ${applications.id} and ${applications.memberId} is null`);
  return idLookup(
    inserted.map((row) => [row.email, row.id] as const),
    (email) => `seed: no member ${email}`,
  );
}

/** member1 and member2 proposed everyone else (and answered yes). */
export async function insertDemoProposers(
  tx: Executor,
  rows: readonly DemoRow[],
  applicationId: (email: string) => number,
  memberId: (email: string) => number,
): Promise<void> {
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
}

/** Every application fully approved and paid; answers the plan-history id by application id. */
export async function insertDemoPlanHistory(
  tx: Executor,
  rows: readonly DemoRow[],
  applicationId: (email: string) => number,
) {
  const inserted = await tx
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
  return new Map(inserted.map((row) => [row.applicationId, row.id]));
}
