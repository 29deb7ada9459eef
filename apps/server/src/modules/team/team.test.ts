// A company's team (issue #31, decision 110) through the API: the holder invites, the invitee signs
// in with their own code, roles are enforced on the server as the account is now, the billing
// person pays the renewal (the invoice's buyer stays the company, the audit names the person),
// transfer of the account, and the staff's view. The migration's holders: team-migration.test.ts.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProviderSuccess } from '@portico/domain/checkout';
import type { TeamView } from '@portico/domain/contracts/team.contract';
import { useTestApp } from '../../../test/support/app';
import { staffBearer } from '../../../test/support/tokens';
import { paymentApi } from '../../../test/support/payment-fixtures';
import { outbox as outboxOf } from '../../../test/support/pipeline-fixtures';
import { auditLog, members, orders, teamPeople } from '../../db/schema';

const t = useTestApp();

type Headers = Record<string, string>;
type Answer<T> = { status: number; body: T };

async function call<T = unknown>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers = {},
  payload?: Record<string, unknown>,
): Promise<Answer<T>> {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<T>() };
}

/** Signs in at the ordinary member login, reading the code from the outbox as a person would. */
async function signIn(emailPhone: string, to = emailPhone) {
  expect((await call('POST', '/api/login_otp', {}, { email_phone: emailPhone })).status).toBe(200);
  await t.app.background.settled();
  const message = (await outboxOf(t.app, to)).find((mail) => mail.text.includes('login code'));
  const otp = /\b(\d{4})\b/.exec(message?.text ?? '')?.[1];
  if (!otp) throw new Error(`no login code for ${to}`);
  const answer = await call<{ token: string; data: { id: number } }>(
    'POST',
    '/api/login',
    {},
    { email_phone: emailPhone, otp },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { auth: { authorization: `Bearer ${answer.body.token}` }, userId: answer.body.data.id };
}

const team = (auth: Headers) => call<{ data: TeamView }>('GET', '/api/team', auth);

async function invite(auth: Headers, person: Record<string, string>) {
  return call<{ data: TeamView; message: string; errors?: Record<string, string> }>(
    'POST',
    '/api/team/invitations',
    auth,
    person,
  );
}

const RENEW = 'renew@example.com';
const ASHA = { name: 'Asha Billing', email: 'asha.billing@example.com', role: 'billing' };

/** The holder of renew@ signed in, and Asha invited as billing and signed in with her own code. */
async function holderAndBilling() {
  const holder = await signIn(RENEW);
  const invited = await invite(holder.auth, ASHA);
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const billing = await signIn(ASHA.email);
  return { holder, billing };
}

describe('the account holder and invitations', () => {
  it('makes the member’s own person the holder at sign-in, and lists the team for them', async () => {
    const { auth } = await signIn(RENEW);
    const { body } = await team(auth);
    expect(body.data.me).toMatchObject({ role: 'admin', holder: true, name: 'Sneha Iyer' });
    expect(body.data.company_name).toBe('Iyer Weddings Pvt Ltd');
    expect(body.data.people).toHaveLength(1);
  });

  it('invites by email with a message that carries no code, and the invitee signs in with their own', async () => {
    const holder = await signIn(RENEW);
    const invited = await invite(holder.auth, ASHA);
    expect(invited.body.data.people.map((p) => [p.name, p.role, p.status])).toContainEqual([
      'Asha Billing',
      'billing',
      'invited',
    ]);
    const mails = await outboxOf(t.app, ASHA.email);
    const invitation = mails.find((mail) => mail.subject?.includes('join the team of'));
    expect(invitation?.text).toContain('Iyer Weddings Pvt Ltd');
    // The ordinary sign-in page: nothing in the message (or Messages' copy) signs anyone in.
    expect(invitation?.text).toContain('/login');
    expect(invitation?.text).not.toContain('login code');

    const billing = await signIn(ASHA.email);
    const mine = await team(billing.auth);
    expect(mine.body.data.me).toMatchObject({
      name: 'Asha Billing',
      role: 'billing',
      holder: false,
    });
    expect(mine.body.data.people).toEqual([]);
    const listed = await team(holder.auth);
    expect(listed.body.data.people.find((p) => p.name === 'Asha Billing')?.status).toBe('active');
  });

  it('refuses an invitation without a contact, and a second one to the same address', async () => {
    const { auth } = await signIn(RENEW);
    const none = await invite(auth, { name: 'Nobody', role: 'contact' });
    expect(none.status).toBe(400);
    expect((await invite(auth, ASHA)).status).toBe(200);
    const again = await invite(auth, { ...ASHA, name: 'Asha again' });
    expect(again.status).toBe(400);
  });

  it('invites a contact by mobile, who signs in by that number', async () => {
    const { auth } = await signIn(RENEW);
    const mobile = '9811122233';
    expect((await invite(auth, { name: 'Chetan', mobile, role: 'contact' })).status).toBe(200);
    const contact = await signIn(mobile);
    expect((await team(contact.auth)).body.data.me.role).toBe('contact');
  });
});

describe('roles on the server', () => {
  it('lets billing pay, see invoices and manage auto-renewal, and refuses the rest with 403', async () => {
    const { billing } = await holderAndBilling();
    const { userId } = billing;
    expect((await call('GET', `/api/invoices/${userId}`, billing.auth)).status).toBe(200);
    expect((await call('GET', `/api/renew_checkout/${userId}`, billing.auth)).status).toBe(200);
    expect((await call('GET', '/api/auto_renewal', billing.auth)).status).toBe(200);
    expect((await call('GET', `/api/plan_status/${userId}`, billing.auth)).status).toBe(200);
    expect((await call('GET', '/api/directory/listing', billing.auth)).status).toBe(403);
    expect((await call('GET', '/api/card', billing.auth)).status).toBe(403);
    expect((await call('GET', '/api/my_data_requests', billing.auth)).status).toBe(403);
    expect(
      (await invite(billing.auth, { name: 'X', email: 'x@example.com', role: 'admin' })).status,
    ).toBe(403);
    expect((await call('POST', '/api/team/transfer', billing.auth, { person_id: 1 })).status).toBe(
      403,
    );
  });

  it('lets a contact update the directory listing and refuses invoices and payment', async () => {
    const holder = await signIn(RENEW);
    await invite(holder.auth, { name: 'Chetan', email: 'chetan@example.com', role: 'contact' });
    const contact = await signIn('chetan@example.com');
    expect((await call('GET', '/api/directory/listing', contact.auth)).status).toBe(200);
    expect((await call('GET', `/api/invoices/${contact.userId}`, contact.auth)).status).toBe(403);
    const order = { user_id: contact.userId, type: 'renew' };
    expect((await call('POST', '/api/create_order', contact.auth, order)).status).toBe(403);
  });

  it('refuses a removed person’s session at once, and a role change counts at the next call', async () => {
    const { holder, billing } = await holderAndBilling();
    const asha = (await team(holder.auth)).body.data.people.find((p) => p.name === ASHA.name)!;
    const changed = await call('PUT', `/api/team/${asha.id}/role`, holder.auth, {
      role: 'contact',
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', `/api/invoices/${billing.userId}`, billing.auth)).status).toBe(403);
    expect((await call('POST', `/api/team/${asha.id}/remove`, holder.auth)).status).toBe(200);
    expect((await team(billing.auth)).status).toBe(401);
    // Her address signs nobody in now: no code is even delivered to it.
    await call('POST', '/api/login_otp', {}, { email_phone: ASHA.email });
    await t.app.background.settled();
    const codes = (await outboxOf(t.app, ASHA.email)).filter((m) => m.text.includes('login code'));
    expect(codes).toHaveLength(1);
  });
});

describe('the billing person pays the renewal', () => {
  it('invoices the company, never the payer, and the audit names the person', async () => {
    const { billing } = await holderAndBilling();
    const api = paymentApi(t.app);
    const placed = await api.createOrder(billing.auth, { user_id: billing.userId, type: 'renew' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const widget = (await api.pay(placed.body.data.order_id)).body as ProviderSuccess;
    const confirmed = await api.paymentSuccess({
      ...widget,
      history_id: placed.body.data.history_id,
      history_type: placed.body.data.history_type,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    const [member] = await t.db.select().from(members).where(eq(members.email, RENEW));
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.uniqueOrderId, placed.body.data.unique_order_id));
    expect(order).toMatchObject({ status: 'paid', billedCompany: 'Iyer Weddings Pvt Ltd' });
    expect(order?.billedName).toBe('Sneha Iyer');
    expect(order?.invoiceNumber).toBeTruthy();
    const [asha] = await t.db.select().from(teamPeople).where(eq(teamPeople.email, ASHA.email));
    expect(order?.placedByPersonId).toBe(asha?.id);
    const [renewed] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'membership.renewed'), eq(auditLog.entityId, String(member!.id))),
      )
      .orderBy(desc(auditLog.id));
    expect(renewed?.actor).toBe(`member:${member!.id}:person:${asha!.id}`);
  });
});

describe('transfer of the account', () => {
  it('hands the account to an active team member; the former holder stays an admin', async () => {
    const { holder, billing } = await holderAndBilling();
    const asha = (await team(holder.auth)).body.data.people.find((p) => p.name === ASHA.name)!;
    const moved = await call<{ data: TeamView }>('POST', '/api/team/transfer', holder.auth, {
      person_id: asha.id,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.me).toMatchObject({ holder: false, role: 'admin' });
    expect((await team(billing.auth)).body.data.me).toMatchObject({ holder: true, role: 'admin' });
    const again = await call('POST', '/api/team/transfer', holder.auth, { person_id: asha.id });
    expect(again.status).toBe(403);
    const [member] = await t.db.select().from(members).where(eq(members.email, RENEW));
    const holders = await t.db
      .select()
      .from(teamPeople)
      .where(and(eq(teamPeople.memberId, member!.id), eq(teamPeople.holder, true)));
    expect(holders.map((row) => row.id)).toEqual([asha.id]);
  });

  it('refuses a transfer to an invited person', async () => {
    const holder = await signIn(RENEW);
    const invited = await invite(holder.auth, ASHA);
    const asha = invited.body.data.people.find((p) => p.name === ASHA.name)!;
    const refused = await call('POST', '/api/team/transfer', holder.auth, { person_id: asha.id });
    expect(refused.status).toBe(409);
  });
});

describe('staff on the member record', () => {
  it('shows the holder of a member who has not signed in since joining', async () => {
    const [member] = await t.db.select().from(members).where(eq(members.email, RENEW));
    const staff = await staffBearer(t.app, t.db, 'admin@example.com');
    const listed = await call<{ data: { people: { name: string; holder: boolean }[] } }>(
      'GET',
      `/api/staff/members/${member!.id}/team`,
      staff,
    );
    expect(listed.body.data.people).toEqual([
      expect.objectContaining({ name: 'Sneha Iyer', holder: true }),
    ]);
  });

  it('lists the team and removes a person, audited; the holder cannot be removed', async () => {
    const { holder } = await holderAndBilling();
    const [member] = await t.db.select().from(members).where(eq(members.email, RENEW));
    const staff = await staffBearer(t.app, t.db, 'admin@example.com');
    const listed = await call<{
      data: { people: { id: number; name: string; holder: boolean }[] };
    }>('GET', `/api/staff/members/${member!.id}/team`, staff);
    expect(listed.status).toBe(200);
    const asha = listed.body.data.people.find((p) => p.name === ASHA.name)!;
    const holderRow = listed.body.data.people.find((p) => p.holder)!;
    const url = (id: number) => `/api/staff/members/${member!.id}/team/${id}/remove`;
    expect((await call('POST', url(holderRow.id), staff)).status).toBe(409);
    expect((await call('POST', url(asha.id), staff)).status).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'team.removed'))
      .orderBy(desc(auditLog.id));
    expect(audit?.actor).toMatch(/^staff:\d+$/);
    expect((await team(holder.auth)).body.data.people).toHaveLength(1);
    // A member's token is no staff's.
    expect((await call('GET', `/api/staff/members/${member!.id}/team`, holder.auth)).status).toBe(
      403,
    );
  });
});
