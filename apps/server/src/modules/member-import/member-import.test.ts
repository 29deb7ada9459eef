// POST /api/staff/members/import: the dry run's report, all-or-nothing, idempotence, member numbers,
// updates, workbooks and refusals (an imported member signing in and renewing: imported-member.test.ts).
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MemberImportReport } from '@portico/domain/contracts/member-import.contract';
import { useTestApp } from '../../../test/support/app';
import {
  multipartBody,
  registerCsv,
  registerRow,
  registerXlsx,
  type RegisterRow,
} from '../../../test/support/member-import-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { auditLog, members, membershipPeriods } from '../../db/schema';
import { nextMemberNumber } from '../payments/number-series';

const t = useTestApp();

async function post(
  file: { name: string; content: string | Buffer } | null,
  dryRun: boolean,
  email = 'admin@example.com',
) {
  const { payload, headers } = multipartBody(file, { dryRun: String(dryRun) });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/members/import',
    payload,
    headers: { ...headers, ...(await staffBearer(t.app, t.db, email)) },
  });
  return {
    status: response.statusCode,
    body: response.json<{ data: MemberImportReport; message?: string }>(),
  };
}

const importCsv = (rows: RegisterRow[], dryRun = false) =>
  post({ name: 'register.csv', content: registerCsv(rows) }, dryRun);

async function memberCount() {
  const [row] = await t.db.select({ n: count() }).from(members);
  return row?.n ?? 0;
}

describe('POST /api/staff/members/import', () => {
  it('dry run: reports each row and every problem by row and column, and writes nothing', async () => {
    const before = await memberCount();
    const { status, body } = await importCsv(
      [
        registerRow(1),
        registerRow(2, { email: 'not-an-email', category: 'Bronze' }),
        registerRow(3, { memberNumber: 'PM-1001' }),
        registerRow(4, {
          gstin: '27ABCDE1234F1Z0',
          startsOn: '2026-04-01',
          expiresOn: '31-03-2026',
        }),
        registerRow(5, { email: 'active@example.com', memberNumber: '' }),
        registerRow(6, { mobile: '9800000001' }),
      ],
      true,
    );
    expect(status).toBe(200);
    expect(body.data.imported).toBe(false);
    expect(body.data.rows).toBe(6);
    expect(body.data.problems).toEqual([
      { row: 3, column: 'Email', message: '"not-an-email" is not a valid email address' },
      { row: 3, column: 'Category', message: 'Unknown category "Bronze"' },
      { row: 4, column: 'Member number', message: 'Member number PM-1001 is also on row 2' },
      {
        row: 5,
        column: 'Membership expiry',
        message: 'Membership expiry must be after the membership start',
      },
      {
        row: 5,
        column: 'GSTIN',
        message:
          'GSTIN "27ABCDE1234F1Z0": GST number must contain your PAN number (characters 3 to 12)',
      },
      {
        row: 7,
        column: 'Member number',
        message:
          "The email or mobile is member PM-0001 (Mehta Events Pvt Ltd)'s, whose number is not PM-1006",
      },
    ]);
    // Row 6 matches the demo member by email: an update of PM-0003.
    expect(body.data.changes).toEqual([
      {
        row: 2,
        action: 'create',
        memberNumber: 'PM-1001',
        companyName: 'Imported Events 1 Pvt Ltd',
      },
      {
        row: 6,
        action: 'update',
        memberNumber: 'PM-0003',
        companyName: 'Imported Events 5 Pvt Ltd',
      },
    ]);
    expect(await memberCount()).toBe(before);
  });

  it('imports all or nothing: one bad row and no member is written', async () => {
    const before = await memberCount();
    const { body } = await importCsv([
      registerRow(1),
      registerRow(2, { zone: 'Central', email: 'IMPORTED1@example.org' }),
    ]);
    expect(body.data).toMatchObject({ imported: false, dryRun: false });
    // The repeated email is found on a row with another problem too.
    expect(body.data.problems).toEqual([
      { row: 3, column: 'Zone', message: 'Unknown zone "Central" (north, east, west, south)' },
      { row: 3, column: 'Email', message: 'Email imported1@example.org is also on row 2' },
    ]);
    expect(await memberCount()).toBe(before);
  });

  it('imports, then changes nothing the second time; new numbers continue after the highest', async () => {
    const rows = [
      registerRow(1),
      registerRow(2, { memberNumber: 'pm-2500' }),
      registerRow(3, { memberNumber: '' }),
    ];
    const first = await importCsv(rows);
    expect(first.body.data).toMatchObject({
      imported: true,
      counts: { created: 3, updated: 0, unchanged: 0 },
    });
    expect(first.body.data.changes.map((change) => change.memberNumber)).toEqual([
      'PM-1001',
      'PM-2500',
      'PM-2501',
    ]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'members.import'));
    expect(audits).toMatchObject([
      {
        entityId: 'register.csv',
        after: { fileName: 'register.csv', rows: 3, created: 3, updated: 0, unchanged: 0 },
      },
    ]);
    expect(audits[0]?.actor).toMatch(/^staff:\d+$/);

    const membersAfter = await memberCount();
    const [periodsAfter] = await t.db.select({ n: count() }).from(membershipPeriods);
    // The third row has no number: matched by its email the second time.
    const again = await importCsv(rows);
    expect(again.body.data).toMatchObject({
      imported: true,
      counts: { created: 0, updated: 0, unchanged: 3 },
      changes: [],
    });
    expect(await memberCount()).toBe(membersAfter);
    expect(await t.db.select({ n: count() }).from(membershipPeriods)).toEqual([periodsAfter]);
    expect(
      await t.db.select().from(auditLog).where(eq(auditLog.action, 'members.import')),
    ).toHaveLength(1);
    expect(await nextMemberNumber(t.db, 'PM-')).toBe('PM-2502');
  });

  it('numbers a new member after the highest number in use, even one the sequence never issued', async () => {
    await t.db
      .update(members)
      .set({ memberNumber: 'PM-0500' })
      .where(eq(members.email, 'active@example.com'));
    const { body } = await importCsv([registerRow(9, { memberNumber: '' })]);
    expect(body.data.changes).toEqual([
      {
        row: 2,
        action: 'create',
        memberNumber: 'PM-0501',
        companyName: 'Imported Events 9 Pvt Ltd',
      },
    ]);
  });

  it('updates a changed member and its membership period', async () => {
    await importCsv([registerRow(1)]);
    const changed = await importCsv([
      registerRow(1, { companyName: 'Renamed Events', expiresOn: '2027-06-30', category: 'gold' }),
    ]);
    expect(changed.body.data.counts).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const [member] = await t.db.select().from(members).where(eq(members.memberNumber, 'PM-1001'));
    expect(member?.companyName).toBe('Renamed Events');
    const [period] = await t.db
      .select()
      .from(membershipPeriods)
      .where(eq(membershipPeriods.memberId, member!.id));
    expect(period?.endsAt.toISOString()).toBe('2027-06-30T18:29:59.000Z');
  });

  it('reads an Excel workbook the same way', async () => {
    const content = await registerXlsx([registerRow(1), registerRow(2, { pan: 'BAD' })]);
    const { body } = await post({ name: 'register.bin', content }, true);
    expect(body.data.rows).toBe(2);
    expect(body.data.problems).toEqual([
      { row: 3, column: 'PAN', message: 'PAN "BAD" is not valid (5 letters, 4 digits, 1 letter)' },
    ]);
  });

  it('refuses an upload that does not say whether it is a dry run, and writes nothing', async () => {
    const before = await memberCount();
    const content = registerCsv([registerRow(1), registerRow(2)]);
    const cases: Record<string, string>[] = [{}, { dryRun: '' }, { dryRun: 'yes' }];
    for (const fields of cases) {
      const { payload, headers } = multipartBody({ name: 'register.csv', content }, fields);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/staff/members/import',
        payload,
        headers: { ...headers, ...(await staffBearer(t.app, t.db, 'admin@example.com')) },
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('dryRun must be true or false');
    }
    expect(await memberCount()).toBe(before);
  });

  it('refuses a missing file, an unreadable one, a wrong header, and anyone but an admin', async () => {
    expect((await post(null, true)).status).toBe(400);
    const binary = await post(
      { name: 'x.csv', content: Buffer.from([0xff, 0xfe, 0x00, 0x41]) },
      true,
    );
    expect(binary.status).toBe(400);
    const header = await post({ name: 'x.csv', content: 'Company,Email\nA,b@c.de\n' }, true);
    expect(header.body.data.problems).toContainEqual({
      row: 1,
      column: 'Company',
      message: 'Unknown column "Company"',
    });
    expect(
      (
        await post(
          { name: 'r.csv', content: registerCsv([registerRow(1)]) },
          false,
          'office@example.com',
        )
      ).status,
    ).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/staff/members/import' });
    expect(anonymous.statusCode).toBe(401);
  });
});
