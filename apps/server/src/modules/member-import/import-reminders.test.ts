// Importing is not messaging (issue #27 item 7, decision 067): an imported member gets no renewal
// reminder until the admin starts reminders, on the import screen or later, from a day they choose,
// with a preview of how many would be messaged and when. The import numbers new members with the
// prefix saved in Settings.
import { KARNATAKA_SETTINGS } from '../../../test/support/association-settings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  HeldReminders,
  MemberImportReport,
} from '@portico/domain/contracts/member-import.contract';
import { useClockedTestApp } from '../../../test/support/clocked-test-app';
import {
  multipartBody,
  registerCsv,
  registerRow,
  type RegisterRow,
} from '../../../test/support/member-import-fixtures';
import { outbox } from '../../../test/support/pipeline-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { members } from '../../db/schema';

// The clock starts on 2026-03-02: this member's plan ends in 33 days, inside the reminder window.
const t = useClockedTestApp();
const ENDING_SOON = registerRow(7, { startsOn: '05-04-2025', expiresOn: '04-04-2026' });

const admin = () => staffBearer(t.app, t.db, 'admin@example.com');

async function importCsv(rows: RegisterRow[], fields: Record<string, string> = {}) {
  const { payload, headers } = multipartBody(
    { name: 'register.csv', content: registerCsv(rows) },
    { dryRun: 'false', ...fields },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/members/import',
    payload,
    headers: { ...headers, ...(await admin()) },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: MemberImportReport }>().data;
}

/** What the reminders job and the outbox leave for the member, as the dev outbox shows it. */
async function remindersTo(address: string) {
  await t.app.reminders.run();
  await t.app.outbox.worker.runDue();
  const messages = await outbox(t.app, address);
  return messages.filter((message) =>
    /ends|ended/i.test(`${message.subject ?? ''} ${message.text}`),
  );
}

async function heldReminders(method: 'GET' | 'POST', from: string) {
  const response = await t.app.inject({
    method,
    url: `/api/staff/members/import/reminders${method === 'GET' ? `?from=${from}` : ''}`,
    headers: await admin(),
    ...(method === 'POST' ? { payload: { from } } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: HeldReminders }>().data;
}

describe('an import and renewal reminders', () => {
  it('sends an imported member nothing by itself: no reminder until the admin starts them', async () => {
    const report = await importCsv([ENDING_SOON]);
    expect(report.imported).toBe(true);
    expect(report.reminders).toEqual({ from: null, messaged: 0, firstReminders: [] });

    t.clock.advance(5 * 60);
    expect(await remindersTo('imported7@example.org')).toEqual([]);
    t.clock.advance(40 * 86_400);
    expect(await remindersTo('imported7@example.org')).toEqual([]);
  });

  it('previews, then starts reminders on the day chosen on the import screen, not before', async () => {
    const dryRun = await importCsv([ENDING_SOON, registerRow(8)], {
      dryRun: 'true',
      remindersFrom: '2026-03-10',
    });
    // Member 7 on the day chosen; member 8 (ending in March 2027) 60 days before their end.
    expect(dryRun.reminders).toEqual({
      from: '2026-03-10',
      messaged: 2,
      firstReminders: [
        { on: '2026-03-10', members: 1 },
        { on: '2027-01-30', members: 1 },
      ],
    });
    await importCsv([ENDING_SOON, registerRow(8)], { remindersFrom: '2026-03-10' });

    expect(await remindersTo('imported7@example.org')).toEqual([]);
    t.clock.advance(7 * 86_400); // 2026-03-09 09:00 UTC: still before the day in India
    expect(await remindersTo('imported7@example.org')).toEqual([]);
    t.clock.advance(86_400);
    const sent = await remindersTo('imported7@example.org');
    expect(sent.map((message) => message.channel)).toEqual(['email']);
    expect(await remindersTo('imported8@example.org')).toEqual([]);
  });

  it('lets the admin start held members’ reminders later, with the same preview', async () => {
    await importCsv([ENDING_SOON]);
    expect(await heldReminders('GET', '2026-03-05')).toEqual({
      held: 1,
      preview: {
        from: '2026-03-05',
        messaged: 1,
        firstReminders: [{ on: '2026-03-05', members: 1 }],
      },
    });
    expect((await heldReminders('POST', '2026-03-05')).held).toBe(1);
    expect((await heldReminders('GET', '2026-03-05')).held).toBe(0);

    expect(await remindersTo('imported7@example.org')).toEqual([]);
    t.clock.advance(3 * 86_400);
    expect(await remindersTo('imported7@example.org')).not.toEqual([]);
  });

  it('numbers new members with the prefix saved in Settings', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/settings',
      headers: await admin(),
      payload: { ...KARNATAKA_SETTINGS, version: 0 },
    });
    expect(saved.statusCode).toBe(200);
    const report = await importCsv([registerRow(9, { memberNumber: '' })]);
    expect(report.problems).toEqual([]);
    const [member] = await t.db
      .select({ memberNumber: members.memberNumber })
      .from(members)
      .where(eq(members.email, 'imported9@example.org'));
    expect(member?.memberNumber).toMatch(/^EMK\/\d+$/);
  });
});
