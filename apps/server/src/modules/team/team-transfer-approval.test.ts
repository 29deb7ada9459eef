// Transfers that need the office's approval (decision 118) through the API: the admin's setting
// (off: the transfer is immediate), the holder's request, the office's approval (checked again in
// its transaction) and refusal (emailed with the reason), the holder's withdrawal, a request
// cancelled by a change of the team, and who may do what.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffTeam, TeamView } from '@portico/domain/contracts/team.contract';
import { useTestApp } from '../../../test/support/app';
import { staffBearer } from '../../../test/support/tokens';
import { outbox as outboxOf } from '../../../test/support/pipeline-fixtures';
import { auditLog, members, teamPeople, teamTransfers } from '../../db/schema';

const t = useTestApp();

type Headers = Record<string, string>;
type Answer<T> = { status: number; body: T };
type Saved<T> = { data: T; message: string; errors?: Record<string, string> };

async function call<T = unknown>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers = {},
  payload?: Record<string, unknown>,
): Promise<Answer<T>> {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<T>() };
}

async function signIn(emailPhone: string) {
  expect((await call('POST', '/api/login_otp', {}, { email_phone: emailPhone })).status).toBe(200);
  await t.app.background.settled();
  const message = (await outboxOf(t.app, emailPhone)).find((mail) =>
    mail.text.includes('login code'),
  );
  const otp = /\b(\d{4})\b/.exec(message?.text ?? '')?.[1];
  if (!otp) throw new Error(`no login code for ${emailPhone}`);
  const answer = await call<{ token: string }>(
    'POST',
    '/api/login',
    {},
    { email_phone: emailPhone, otp },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { authorization: `Bearer ${answer.body.token}` };
}

const RENEW = 'renew@example.com';
const RAVI = { name: 'Ravi Director', email: 'ravi.director@example.com', role: 'admin' };
const ASHA = { name: 'Asha Billing', email: 'asha.billing@example.com', role: 'billing' };

const team = async (auth: Headers) =>
  (await call<{ data: TeamView }>('GET', '/api/team', auth)).body.data;
const staff = (email = 'admin@example.com') => staffBearer(t.app, t.db, email);

async function setApproval(value: boolean, who = 'admin@example.com') {
  return call<{ data: { transfers_need_approval: boolean } }>(
    'PUT',
    '/api/staff/team/settings',
    await staff(who),
    { transfers_need_approval: value },
  );
}

/** renew@'s holder, with Ravi (admin) and Asha (billing) invited and signed in. */
async function companyTeam() {
  const holder = await signIn(RENEW);
  for (const person of [RAVI, ASHA]) {
    expect((await call('POST', '/api/team/invitations', holder, person)).status).toBe(200);
  }
  const ravi = await signIn(RAVI.email);
  const billing = await signIn(ASHA.email);
  const people = (await team(holder)).people;
  const [member] = await t.db.select().from(members).where(eq(members.email, RENEW));
  return {
    holder,
    ravi,
    billing,
    memberId: member!.id,
    raviId: people.find((p) => p.name === RAVI.name)!.id,
    ashaId: people.find((p) => p.name === ASHA.name)!.id,
    holderId: people.find((p) => p.holder)!.id,
  };
}

const transfer = (auth: Headers, personId: number) =>
  call<Saved<TeamView>>('POST', '/api/team/transfer', auth, { person_id: personId });

async function requested() {
  expect((await setApproval(true)).status).toBe(200);
  const company = await companyTeam();
  const asked = await transfer(company.holder, company.raviId);
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const requestId = asked.body.data.transfer_request!.id;
  const decide = (verb: 'approve' | 'refuse') =>
    `/api/staff/members/${company.memberId}/team/transfer/${verb}`;
  return { ...company, asked, requestId, decide };
}

const holderIdOf = async (memberId: number) =>
  (
    await t.db
      .select({ id: teamPeople.id })
      .from(teamPeople)
      .where(and(eq(teamPeople.memberId, memberId), eq(teamPeople.holder, true)))
  ).map((row) => row.id);

const requestRow = async (id: number) =>
  (await t.db.select().from(teamTransfers).where(eq(teamTransfers.id, id)))[0];

const lastAudit = async (action: string) =>
  (
    await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id))
  )[0];

describe('the setting', () => {
  it('is off by default: the transfer takes effect at once', async () => {
    const settings = await call<{ data: unknown }>(
      'GET',
      '/api/staff/team/settings',
      await staff(),
    );
    expect(settings.body.data).toEqual({ transfers_need_approval: false });
    const company = await companyTeam();
    const moved = await transfer(company.holder, company.raviId);
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('Account transferred');
    expect(moved.body.data).toMatchObject({
      transfers_need_approval: false,
      transfer_request: null,
    });
    expect(await holderIdOf(company.memberId)).toEqual([company.raviId]);
  });

  it('is the admin’s, saved and audited', async () => {
    expect((await setApproval(true, 'office@example.com')).status).toBe(403);
    const saved = await setApproval(true);
    expect(saved.body.data).toEqual({ transfers_need_approval: true });
    const audit = await lastAudit('settings.team');
    expect(audit).toMatchObject({
      entity: 'settings',
      before: { transfers_need_approval: false },
      after: { transfers_need_approval: true },
    });
    const bad = await call('PUT', '/api/staff/team/settings', await staff(), {
      transfers_need_approval: 'yes',
    });
    expect(bad.status).toBe(400);
  });
});

describe('a transfer that needs approval', () => {
  it('becomes a request the team page and the member record show; one at a time', async () => {
    const { asked, holder, billing, memberId, raviId, ashaId } = await requested();
    expect(asked.body.message).toBe('Transfer sent to the association for approval');
    expect(asked.body.data.me.holder).toBe(true);
    expect(asked.body.data.transfer_request).toMatchObject({
      from_name: 'Sneha Iyer',
      to_name: RAVI.name,
      to_person_id: raviId,
    });
    expect(await holderIdOf(memberId)).not.toContain(raviId);
    expect((await transfer(holder, ashaId)).status).toBe(409);
    // Only admins see the request.
    expect((await team(billing)).transfer_request).toBeNull();
    const onRecord = await call<{ data: StaffTeam }>(
      'GET',
      `/api/staff/members/${memberId}/team`,
      await staff('zm.south@example.com'),
    );
    expect(onRecord.body.data.transfer_request?.to_name).toBe(RAVI.name);
    expect((await lastAudit('team.transfer_requested'))?.after).toMatchObject({
      holder: 'Sneha Iyer',
      new_holder: RAVI.name,
    });
  });

  it('is approved by the office: the transfer is made and audited with the names', async () => {
    const { memberId, raviId, requestId, decide, ravi } = await requested();
    const office = await staff('office@example.com');
    const approved = await call<Saved<StaffTeam>>('POST', decide('approve'), office, {
      request_id: requestId,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.transfer_request).toBeNull();
    expect(await holderIdOf(memberId)).toEqual([raviId]);
    expect((await team(ravi)).me).toMatchObject({ holder: true, role: 'admin' });
    expect(await requestRow(requestId)).toMatchObject({ status: 'approved' });
    const audit = await lastAudit('team.transfer_approved');
    expect(audit?.actor).toMatch(/^staff:\d+$/);
    expect(audit).toMatchObject({
      before: { holder: 'Sneha Iyer' },
      after: { holder: RAVI.name, holder_id: raviId },
    });
    expect((await call('POST', decide('approve'), office, { request_id: requestId })).status).toBe(
      409,
    );
  });

  it('is refused with a reason, which the holder is emailed', async () => {
    const { memberId, holderId, requestId, decide } = await requested();
    const admin = await staff();
    const blank = await call<Saved<unknown>>('POST', decide('refuse'), admin, {
      request_id: requestId,
      reason: '  ',
    });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Enter why the transfer is refused');
    const refused = await call<Saved<StaffTeam>>('POST', decide('refuse'), admin, {
      request_id: requestId,
      reason: 'Ravi is not a director of the company',
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(await holderIdOf(memberId)).toEqual([holderId]);
    expect(await requestRow(requestId)).toMatchObject({
      status: 'refused',
      reason: 'Ravi is not a director of the company',
    });
    const mail = (await outboxOf(t.app, RENEW)).find((m) => m.subject?.includes('not approved'));
    expect(mail?.text).toContain('Ravi is not a director of the company');
    expect(mail?.text).toContain(RAVI.name);
    expect(mail?.text).toContain('/app/team');
    expect((await lastAudit('team.transfer_refused'))?.after).toMatchObject({
      new_holder: RAVI.name,
      reason: 'Ravi is not a director of the company',
    });
  });

  it('is withdrawn by the holder, after which it cannot be approved', async () => {
    const { holder, ravi, requestId, decide } = await requested();
    // Another admin is not the holder.
    expect((await call('POST', '/api/team/transfer/withdraw', ravi)).status).toBe(403);
    const withdrawn = await call<Saved<TeamView>>('POST', '/api/team/transfer/withdraw', holder);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.transfer_request).toBeNull();
    expect(await requestRow(requestId)).toMatchObject({ status: 'withdrawn' });
    expect((await call('POST', '/api/team/transfer/withdraw', holder)).status).toBe(409);
    const approve = await call('POST', decide('approve'), await staff(), { request_id: requestId });
    expect(approve.status).toBe(409);
  });

  it('refuses a stale request at approval and cancels it', async () => {
    const { memberId, holderId, raviId, requestId, decide } = await requested();
    // Ravi left the team in a way no hook saw (as a concurrent change would).
    await t.db.update(teamPeople).set({ status: 'removed' }).where(eq(teamPeople.id, raviId));
    const approve = await call<{ message: string }>('POST', decide('approve'), await staff(), {
      request_id: requestId,
    });
    expect(approve.status).toBe(409);
    expect(approve.body.message).toContain('no longer an active team member');
    expect(await holderIdOf(memberId)).toEqual([holderId]);
    expect(await requestRow(requestId)).toMatchObject({ status: 'cancelled' });
  });

  it('is cancelled when its new holder is removed or changes role', async () => {
    const first = await requested();
    const removed = await call(
      'POST',
      `/api/staff/members/${first.memberId}/team/${first.raviId}/remove`,
      await staff('office@example.com'),
    );
    expect(removed.status).toBe(200);
    expect(await requestRow(first.requestId)).toMatchObject({ status: 'cancelled' });
    expect((await lastAudit('team.transfer_cancelled'))?.after).toMatchObject({
      new_holder: RAVI.name,
    });

    const again = await transfer(first.holder, first.ashaId);
    expect(again.status).toBe(200);
    const role = await call('PUT', `/api/team/${first.ashaId}/role`, first.holder, {
      role: 'contact',
    });
    expect(role.status).toBe(200);
    expect((await team(first.holder)).transfer_request).toBeNull();
  });

  it('stays open when the setting is turned off, and a transfer made then cancels it', async () => {
    const { holder, memberId, ashaId, requestId } = await requested();
    expect((await setApproval(false)).status).toBe(200);
    expect((await team(holder)).transfer_request?.id).toBe(requestId);
    const moved = await transfer(holder, ashaId);
    expect(moved.body.message).toBe('Account transferred');
    expect(await holderIdOf(memberId)).toEqual([ashaId]);
    expect(await requestRow(requestId)).toMatchObject({
      status: 'cancelled',
      reason: 'the account was transferred',
    });
  });

  it('is the holder’s to ask and the admin’s and office’s to decide', async () => {
    const { billing, raviId, requestId, decide } = await requested();
    expect((await transfer(billing, raviId)).status).toBe(403);
    expect((await call('POST', '/api/team/transfer/withdraw', billing)).status).toBe(403);
    for (const who of ['zm.north@example.com', 'zm.south@example.com', 'accounts@example.com']) {
      const approve = await call('POST', decide('approve'), await staff(who), {
        request_id: requestId,
      });
      expect(approve.status, who).toBe(403);
      const refuse = await call('POST', decide('refuse'), await staff(who), {
        request_id: requestId,
        reason: 'No',
      });
      expect(refuse.status, who).toBe(403);
    }
    // A member's token is no staff's.
    const asMember = await call('POST', decide('approve'), billing, { request_id: requestId });
    expect(asMember.status).toBe(403);
    expect(await requestRow(requestId)).toMatchObject({ status: 'open' });
  });
});

describe('the office’s waiting work (issue #31 item 2)', () => {
  type Waiting = {
    data: {
      total: number;
      items: Array<{ id: number; member_id: number; company_name: string; to_name: string }>;
    };
  };
  const waiting = async (who = 'office@example.com') =>
    call<Waiting>('GET', '/api/staff/team-transfers', await staff(who));

  it('lists every open request for admin and office, and drops it once decided', async () => {
    expect((await waiting()).body.data).toEqual({ total: 0, items: [] });
    const { memberId, requestId, decide } = await requested();
    const [member] = await t.db.select().from(members).where(eq(members.id, memberId));
    for (const who of ['office@example.com', 'admin@example.com']) {
      const listed = await waiting(who);
      expect(listed.status, who).toBe(200);
      expect(listed.body.data.total).toBe(1);
      expect(listed.body.data.items).toEqual([
        expect.objectContaining({
          id: requestId,
          member_id: memberId,
          member_number: member!.memberNumber,
          company_name: member!.companyName,
          from_name: 'Sneha Iyer',
          to_name: RAVI.name,
        }),
      ]);
    }
    for (const who of ['zm.north@example.com', 'accounts@example.com']) {
      expect((await waiting(who)).status, who).toBe(403);
    }
    const approve = await call('POST', decide('approve'), await staff(), { request_id: requestId });
    expect(approve.status).toBe(200);
    expect((await waiting()).body.data).toEqual({ total: 0, items: [] });
  });

  it('emails admins and office staff when a request arrives, and the holder when approved', async () => {
    const { memberId, requestId, decide } = await requested();
    await t.app.background.settled();
    for (const who of ['admin@example.com', 'office@example.com']) {
      const mail = (await outboxOf(t.app, who)).find((m) =>
        m.subject?.includes('waits for approval'),
      );
      expect(mail?.text, who).toContain(`Sneha Iyer, the account holder of`);
      expect(mail?.text, who).toContain(`make ${RAVI.name} the account holder`);
      expect(mail?.text, who).toContain(`/staff/members/${memberId}`);
    }
    // Those who cannot decide are not asked to.
    const accounts = await outboxOf(t.app, 'accounts@example.com');
    expect(accounts.some((m) => m.subject?.includes('waits for approval'))).toBe(false);

    const approve = await call('POST', decide('approve'), await staff(), { request_id: requestId });
    expect(approve.status).toBe(200);
    await t.app.background.settled();
    const approved = (await outboxOf(t.app, RENEW)).find((m) =>
      m.subject?.includes('was approved'),
    );
    expect(approved?.text).toContain(`${RAVI.name} is now the account holder`);
    expect(approved?.text).toContain('/app/team');
  });
});
