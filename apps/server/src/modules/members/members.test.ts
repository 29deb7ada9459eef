// The member area through the API: login by code (the same answer for any address), its outcomes,
// logout, the plan status, the self-update and the public membership check (reminders:
// reminders.test.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginOutcome, type LoginUser, type PlanStatus } from '@portico/domain/member';
import { MESSAGES } from '@portico/domain/messages';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer, staffBearer } from '../../../test/support/tokens';
import { applications, documents, members, planHistory } from '../../db/schema';
import {
  categoryId,
  COMPANY_DOCUMENTS,
  companyBasicDetails,
  uploadsFor,
} from '../../../test/support/application-fixtures';
import { documentUrl, newUploadKey } from '../uploads/attach';
import { seededMember, approvedApplication } from '../../../test/support/payment-fixtures';
import { outbox as outboxOf } from '../../../test/support/pipeline-fixtures';

const t = useTestApp();

type Answer<T = unknown> = { status: number; body: T; headers: Record<string, unknown> };

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
}

/** Asks for a login code and reads it from the outbox, as a person reads their mailbox. */
async function loginCode(emailPhone: string, to: string): Promise<string> {
  const sent = await call('POST', '/api/login_otp', { email_phone: emailPhone });
  expect(sent.status).toBe(200);
  // The code goes out in the background (the answer does not wait for it).
  await t.app.background.settled();
  const message = (await outboxOf(t.app, to)).find((mail) => mail.text.includes('login code'));
  const code = /\b(\d{4})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no login code for ${to}`);
  return code;
}

async function login(emailPhone: string, to: string) {
  const otp = await loginCode(emailPhone, to);
  return call<{ success: boolean; token: string; data: LoginUser; message: string }>(
    'POST',
    '/api/login',
    { email_phone: emailPhone, otp },
  );
}

const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });

describe('login by code', () => {
  it('answers every address alike and sends a code only to a member or an applicant', async () => {
    const member = await call('POST', '/api/login_otp', { email_phone: 'active@example.com' });
    const stranger = await call('POST', '/api/login_otp', { email_phone: 'nobody@example.com' });
    expect(stranger.status).toBe(member.status);
    expect(stranger.body).toEqual(member.body);
    await t.app.background.settled();
    expect(await outboxOf(t.app, 'active@example.com')).toHaveLength(1);
    expect(await outboxOf(t.app, 'nobody@example.com')).toHaveLength(0);
  });

  it('refuses a bad identifier with the spec messages', async () => {
    const empty = await call<{ message: string }>('POST', '/api/login_otp', { email_phone: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Email or Mobile is required');
    const bad = await call<{ message: string }>('POST', '/api/login_otp', { email_phone: '12345' });
    expect(bad.body.message).toBe('Please enter a valid email or mobile number');
  });

  it('signs a member in by email, and by mobile with a country code', async () => {
    const byEmail = await login('active@example.com', 'active@example.com');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toMatchObject({
      kind: 'member',
      email: 'active@example.com',
      plan: { name: 'Gold' },
      manual: 0,
    });
    expect(byEmail.body.data.Unique_id).toMatch(/^PM-/);
    expect(loginOutcome(byEmail.body.data)).toEqual({ to: 'signed-in' });

    const byMobile = await login('+91 9800000012', '9800000012');
    expect(byMobile.status).toBe(200);
    expect(byMobile.body.data).toMatchObject({ kind: 'member', email: 'renew@example.com' });
  });

  it('gives the same failure for a wrong code and for an unknown address', async () => {
    await loginCode('active@example.com', 'active@example.com');
    const wrong = await call<{ message: string }>('POST', '/api/login', {
      email_phone: 'active@example.com',
      otp: '0000',
    });
    const unknown = await call<{ message: string }>('POST', '/api/login', {
      email_phone: 'nobody@example.com',
      otp: '0000',
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body.message).toBe('OTP verification failed');
    expect(unknown.body.message).toBe(wrong.body.message);
    const short = await call<{ message: string }>('POST', '/api/login', {
      email_phone: 'active@example.com',
      otp: '12',
    });
    expect(short.body.message).toBe('Please enter a valid OTP');
  });

  it('throttles codes: a resend within 30 s is a 429 with Retry-After', async () => {
    await call('POST', '/api/login_otp', { email_phone: 'active@example.com' });
    const again = await call<{ message: string }>('POST', '/api/login_otp', {
      email_phone: 'active@example.com',
    });
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    const strangerAgain = (
      await Promise.all([
        call('POST', '/api/login_otp', { email_phone: 'nobody@example.com' }),
        call('POST', '/api/login_otp', { email_phone: 'nobody@example.com' }),
      ])
    ).map((answer) => answer.status);
    expect(strangerAgain.sort()).toEqual([200, 429]);
  });

  it('leads an applicant to where the application stands', async () => {
    // Approved and unpaid: the checkout.
    const approved = await approvedApplication(t.app, t.db);
    const unpaid = await login(approved.email, approved.email);
    expect(unpaid.body.data).toMatchObject({ kind: 'applicant', id: approved.applicationId });
    expect(loginOutcome(unpaid.body.data)).toEqual({ to: 'checkout' });
    // The applicant token opens their own checkout.
    const checkout = await call(
      'GET',
      `/api/checkout/${approved.applicationId}`,
      undefined,
      bearerOf(unpaid.body.token),
    );
    expect(checkout.status).toBe(200);

    // Waiting for the governing body: the review page.
    const pending = await approvedApplication(t.app, t.db);
    await t.db
      .update(planHistory)
      .set({ approvalGoverning2: 'pending', reviewStage: 'governing_body' })
      .where(eq(planHistory.id, pending.historyId));
    const waiting = await login(pending.mobile, pending.mobile);
    expect(loginOutcome(waiting.body.data)).toEqual({ to: 'application-review' });

    // A draft: the form.
    const draft = await approvedApplication(t.app, t.db);
    await t.db
      .update(applications)
      .set({ steps: 2, isDraft: true })
      .where(eq(applications.id, draft.applicationId));
    const unfinished = await login(draft.email, draft.email);
    expect(loginOutcome(unfinished.body.data)).toEqual({ to: 'membership-form' });
  });

  it('answers an already filled new application with nothing left to do (back to login)', async () => {
    const filled = await approvedApplication(t.app, t.db);
    // Paid, but no member was made of it (yet): nothing left for the applicant to do.
    await t.db
      .update(planHistory)
      .set({ paymentStatus: 'paid' })
      .where(eq(planHistory.id, filled.historyId));
    const answer = await login(filled.email, filled.email);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      kind: 'applicant',
      steps: 4,
      is_draft: 0,
      plan_history: {
        history_type: 'new',
        app_filled: true,
        approval_governing_1: 1,
        approval_governing_2: 1,
        payment_status: 1,
      },
    });
    expect(loginOutcome(answer.body.data)).toEqual({ to: 'login' });

    // The same application before its final submit (not filled) goes back to the form.
    await t.db
      .update(planHistory)
      .set({ appFilled: false })
      .where(eq(planHistory.id, filled.historyId));
    const unsubmitted = await login(filled.mobile, filled.mobile);
    expect(unsubmitted.body.data.plan_history).toMatchObject({ app_filled: false });
    expect(loginOutcome(unsubmitted.body.data)).toEqual({ to: 'membership-form' });
  });

  it('ends a member token on logout', async () => {
    const { body } = await login('active@example.com', 'active@example.com');
    const auth = bearerOf(body.token);
    expect((await call('GET', `/api/plan_status/${body.data.id}`, undefined, auth)).status).toBe(
      200,
    );
    expect((await call('POST', '/api/logout', undefined, auth)).status).toBe(200);
    expect((await call('GET', `/api/plan_status/${body.data.id}`, undefined, auth)).status).toBe(
      401,
    );
  });
});

describe('logout of an applicant signed in by login', () => {
  it('ends the login’s applicant token and the tokens that extend it', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const { body } = await login(approved.email, approved.email);
    expect(loginOutcome(body.data)).toEqual({ to: 'checkout' });
    const auth = bearerOf(body.token);
    const checkout = `/api/checkout/${approved.applicationId}`;
    expect((await call('GET', checkout, undefined, auth)).status).toBe(200);

    // A second verification on the way extends the login's token (same session).
    await call('POST', '/api/send_mobile_otp', { mobile_number: '9876501234' }, auth);
    const sms = (await outboxOf(t.app, '9876501234')).find((message) => /\d{4}/.test(message.text));
    const otp = /\b(\d{4})\b/.exec(sms?.text ?? '')?.[1] ?? '';
    const verified = await call<{ token: string }>(
      'POST',
      '/api/verify_otp',
      { mobile_number: '9876501234', otp },
      auth,
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const extended = bearerOf(verified.body.token);
    expect((await call('GET', checkout, undefined, extended)).status).toBe(200);

    expect((await call('POST', '/api/logout', undefined, auth)).status).toBe(200);
    expect((await call('GET', checkout, undefined, auth)).status).toBe(401);
    expect((await call('GET', checkout, undefined, extended)).status).toBe(401);
  });

  it('ends the session of verify_otp tokens: the first and the one that extends it', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const checkout = `/api/checkout/${approved.applicationId}`;
    const verify = async (contact: Record<string, string>, to: string, auth = {}) => {
      const path = 'email' in contact ? '/api/send_email_otp' : '/api/send_mobile_otp';
      expect((await call('POST', path, contact, auth)).status).toBe(200);
      const otp = /code is (\d{4})\./.exec((await outboxOf(t.app, to))[0]?.text ?? '')?.[1] ?? '';
      const verified = await call<{ token: string }>(
        'POST',
        '/api/verify_otp',
        { ...contact, otp },
        auth,
      );
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      return bearerOf(verified.body.token);
    };
    const first = await verify({ email: approved.email }, approved.email);
    const extended = await verify({ mobile_number: approved.mobile }, approved.mobile, first);
    // Another applicant's verification: a session of its own.
    const other = await approvedApplication(t.app, t.db);
    const elsewhere = await verify({ email: other.email }, other.email);
    expect((await call('GET', checkout, undefined, first)).status).toBe(200);
    expect((await call('GET', checkout, undefined, extended)).status).toBe(200);
    const otherCheckout = `/api/checkout/${other.applicationId}`;
    expect((await call('GET', otherCheckout, undefined, elsewhere)).status).toBe(200);

    expect((await call('POST', '/api/logout', undefined, extended)).status).toBe(200);
    expect((await call('GET', checkout, undefined, first)).status).toBe(401);
    expect((await call('GET', checkout, undefined, extended)).status).toBe(401);
    expect((await call('GET', otherCheckout, undefined, elsewhere)).status).toBe(200);
  });
});

describe('plan status', () => {
  it('shows an active plan with its renewal fees and the upgrade offer', async () => {
    const { userId, auth } = await seededMember(t.app, t.db, 'active@example.com');
    const status = await call<{ data: PlanStatus }>(
      'GET',
      `/api/plan_status/${userId}`,
      undefined,
      auth,
    );
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({
      Plan_Name: 'Gold',
      Plan: 'active',
      renew: false,
      revive: false,
      can_upgrade: true,
      upgrade_app_id: null,
      upgrade_payable: null,
      manual: 0,
    });
    expect(status.body.data.total).toBe(status.body.data.Annual_Fees + status.body.data.gst);
    expect(status.body.data.Plan_Expiry).toMatch(/^\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}$/);
  });

  it('says expired, renewable or to be revived, and no upgrade from the top plan', async () => {
    const read = async (email: string) => {
      const { userId, auth } = await seededMember(t.app, t.db, email);
      return (
        await call<{ data: PlanStatus }>('GET', `/api/plan_status/${userId}`, undefined, auth)
      ).body.data;
    };
    expect(await read('lapsed@example.com')).toMatchObject({ Plan: 'expired', renew: true });
    expect(await read('renew@example.com')).toMatchObject({ Plan: 'active', renew: true });
    expect(await read('revive@example.com')).toMatchObject({ renew: false, revive: true });
    expect(await read('platinum@example.com')).toMatchObject({ can_upgrade: false });
    expect(await read('manual@example.com')).toMatchObject({
      manual: 1,
      pdf_standalone: 'https://example.com/documents/joshi-exhibitions.pdf',
    });
  });

  it('names an approved upgrade waiting for its payment, not one still in review', async () => {
    const { member, userId, auth } = await seededMember(t.app, t.db, 'active@example.com');
    const read = async () =>
      (await call<{ data: PlanStatus }>('GET', `/api/plan_status/${userId}`, undefined, auth)).body
        .data;
    const upgrade = await approvedApplication(t.app, t.db, {
      category: 'Platinum',
      journey: 'upgrade',
      memberId: member.id,
      email: member.email,
      mobile: member.mobileNumber,
    });
    expect(await read()).toMatchObject({
      upgrade_app_id: upgrade.applicationId,
      upgrade_payable: { app_id: upgrade.applicationId, Plan_Name: 'Platinum' },
    });

    await t.db
      .update(planHistory)
      .set({ reviewStage: 'governing_body' })
      .where(eq(planHistory.id, upgrade.historyId));
    expect(await read()).toMatchObject({
      upgrade_app_id: upgrade.applicationId,
      upgrade_payable: null,
    });
  });

  it("answers 401 without a token and 403 for another member's plan; staff may read it", async () => {
    const active = await seededMember(t.app, t.db, 'active@example.com');
    const other = await seededMember(t.app, t.db, 'renew@example.com');
    expect((await call('GET', `/api/plan_status/${active.userId}`)).status).toBe(401);
    expect(
      (await call('GET', `/api/plan_status/${active.userId}`, undefined, other.auth)).status,
    ).toBe(403);
    const applicant = await applicantBearer(t.app, { emails: ['active@example.com'] });
    expect(
      (await call('GET', `/api/plan_status/${active.userId}`, undefined, applicant)).status,
    ).toBe(403);
    const staff = await staffBearer(t.app, t.db, 'office@example.com');
    expect((await call('GET', `/api/plan_status/${active.userId}`, undefined, staff)).status).toBe(
      200,
    );
    expect(
      (await call('GET', `/api/get_user_details/${active.userId}`, undefined, other.auth)).status,
    ).toBe(403);
    expect(
      (
        await call<{ data: LoginUser }>(
          'GET',
          `/api/get_user_details/${active.userId}`,
          undefined,
          active.auth,
        )
      ).body.data,
    ).toMatchObject({ kind: 'member', email: 'active@example.com' });
  });
});

describe('the self-update', () => {
  async function manualMember() {
    const seeded = await seededMember(t.app, t.db, 'manual@example.com');
    const view = (
      await call<{ data: Record<string, unknown> }>(
        'GET',
        `/api/getApplication/${seeded.userId}`,
        undefined,
        seeded.auth,
      )
    ).body.data;
    return { ...seeded, view };
  }

  /** The member's documents uploaded afresh (the demo member's are in one standalone PDF). */
  async function documents(member: { id: number }, userId: number) {
    return uploadsFor(t.db, { kind: 'member', memberId: member.id, userId }, [
      ...COMPANY_DOCUMENTS,
    ]);
  }

  function payloadOf(view: Record<string, unknown>, changes: Record<string, unknown> = {}) {
    const company = view.company as Record<string, string>;
    return {
      ...view,
      ...company,
      membership_id: (view.membership as { id: number }).id,
      director: view.director,
      description: Array.from({ length: 120 }, (_, index) => `word${index}`).join(' '),
      membership_checked: 1,
      privacy_consent: 1,
      ...changes,
    };
  }

  it('refuses (403) a user id no record can have instead of asking the database for it', async () => {
    const { auth, view } = await manualMember();
    for (const id of [2_147_483_648, '9999999999']) {
      const refused = await call('POST', '/api/user_clean_update', payloadOf(view, { id }), auth);
      expect(refused.status).toBe(403);
    }
  });

  it('requires the mobile number verified again', async () => {
    const { auth, view } = await manualMember();
    const refused = await call<{ message: string; errors: Record<string, string> }>(
      'POST',
      '/api/user_clean_update',
      payloadOf(view),
      auth,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.mobile_number).toBe('Please verify your mobile number');
  });

  it("words a missing primary number as the single-page form does: 'Primary number is required'", async () => {
    const { auth, view } = await manualMember();
    const refused = await call<{ message: string; errors: Record<string, string> }>(
      'POST',
      '/api/user_clean_update',
      payloadOf(view, { primary_number: '', same_number: 0 }),
      auth,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.primary_number).toBe(MESSAGES.primaryNumberRequired);
  });

  it('saves the corrections and resets the manual flag in one go', async () => {
    const { member, userId, auth, view } = await manualMember();
    const verification = (
      await applicantBearer(t.app, { mobiles: [member.mobileNumber] })
    ).authorization.slice('Bearer '.length);
    const saved = await call<{ app_id: number; message: string }>(
      'POST',
      '/api/user_clean_update',
      payloadOf(view, {
        ...(await documents(member, userId)),
        company_name: 'Joshi Exhibitions & Events Pvt Ltd',
        verification_token: verification,
      }),
      auth,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ app_id: userId, message: 'Data Updated Successfully' });
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ manual: 0, companyName: 'Joshi Exhibitions & Events Pvt Ltd' });
    const [application] = await t.db.select().from(applications).where(eq(applications.id, userId));
    expect(application).toMatchObject({
      manual: 0,
      companyName: 'Joshi Exhibitions & Events Pvt Ltd',
    });
    // Recorded: a second update is refused.
    const again = await call<{ message: string }>(
      'POST',
      '/api/user_clean_update',
      payloadOf(view, { verification_token: verification }),
      auth,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Data Already Recorded');
  });

  it('records only one of two submits made at once (manual checked under the member’s lock)', async () => {
    const { member, userId, auth, view } = await manualMember();
    const verification = (
      await applicantBearer(t.app, { mobiles: [member.mobileNumber] })
    ).authorization.slice('Bearer '.length);
    const payload = payloadOf(view, {
      ...(await documents(member, userId)),
      verification_token: verification,
    });
    const answers = await Promise.all([
      call<{ message: string }>('POST', '/api/user_clean_update', payload, auth),
      call<{ message: string }>('POST', '/api/user_clean_update', payload, auth),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      'Data Already Recorded',
    );
  });

  it('confirms the documents on record (ignore) and answers the app id', async () => {
    const { member, userId, auth } = await manualMember();
    const confirmed = await call<{ app_id: number }>(
      'POST',
      '/api/user_clean_update/ignore',
      undefined,
      auth,
    );
    expect(confirmed.body.app_id).toBe(userId);
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.manual).toBe(0);
  });

  it('is for members only', async () => {
    const applicant = await applicantBearer(t.app, { emails: ['manual@example.com'] });
    expect((await call('POST', '/api/user_clean_update/ignore', undefined, applicant)).status).toBe(
      403,
    );
    expect((await call('POST', '/api/user_clean_update/ignore')).status).toBe(401);
  });
});

describe('the public membership check', () => {
  it('tells a current member from a lapsed one and an unknown number', async () => {
    const [active] = await t.db
      .select()
      .from(members)
      .where(eq(members.email, 'active@example.com'));
    const current = await call<{ success: boolean; data: Record<string, unknown> }>(
      'GET',
      `/api/validate_membership?number=${active!.memberNumber!.toLowerCase()}`,
    );
    expect(current.body).toMatchObject({
      success: true,
      data: {
        member_number: active!.memberNumber,
        name: active!.companyName,
        category: 'Gold',
        current: true,
      },
    });
    expect(Object.keys(current.body.data).sort()).toEqual(
      ['category', 'current', 'member_number', 'name', 'valid_until'].sort(),
    );
    const [lapsed] = await t.db
      .select()
      .from(members)
      .where(eq(members.email, 'lapsed@example.com'));
    expect(
      (
        await call<{ data: { current: boolean } }>(
          'GET',
          `/api/validate_membership?number=${lapsed!.memberNumber}`,
        )
      ).body.data.current,
    ).toBe(false);
    expect((await call('GET', '/api/validate_membership?number=PM-99999')).body).toMatchObject({
      success: false,
    });
  });
});

describe('an upgrade started by a member', () => {
  it('counts the member’s own contacts as verified and copies their documents into it', async () => {
    const { member, auth } = await seededMember(t.app, t.db, 'active@example.com');
    // The member's application holds its documents (stored files, as uploads leave them).
    const urls: Record<string, string> = {};
    for (const field of COMPANY_DOCUMENTS) {
      const image = field === 'repersentative_photo';
      const key = newUploadKey(image ? 'png' : 'pdf');
      await t.app.files.put(key, Buffer.from(image ? '\x89PNG' : '%PDF-1.7 own'), {
        contentType: image ? 'image/png' : 'application/pdf',
      });
      await t.db.insert(documents).values({
        field,
        storageKey: key,
        originalName: `${field}.${image ? 'png' : 'pdf'}`,
        mimeType: image ? 'image/png' : 'application/pdf',
        sizeBytes: 12,
        applicationId: member.applicationId,
        uploadedBy: `member:${member.id}`,
      });
      urls[field] = documentUrl(key);
    }
    const body = await companyBasicDetails(t.db, urls, {
      email: member.email,
      mobile_number: member.mobileNumber,
      primary_number: member.mobileNumber,
      membership_id: await categoryId(t.db, 'Platinum'),
      journey: 'upgrade',
    });
    const saved = await call<{ data: number }>('POST', '/api/step_1', body, auth);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const upgradeId = saved.body.data;
    const [upgrade] = await t.db.select().from(applications).where(eq(applications.id, upgradeId));
    expect(upgrade).toMatchObject({ journey: 'upgrade', memberId: member.id });

    const view = (
      await call<{ data: Record<string, unknown> }>(
        'GET',
        `/api/getApplication/${upgradeId}`,
        undefined,
        auth,
      )
    ).body.data;
    expect(view.address_proof).not.toBe(urls.address_proof);
    expect(String(view.address_proof)).toMatch(/^\/api\/files\//);
    const copy = await t.app.inject({
      method: 'GET',
      url: String(view.address_proof),
      headers: auth,
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.body).toBe('%PDF-1.7 own');
    // The member's own application keeps its documents.
    const own = await t.db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, member.applicationId!));
    expect(own.filter((row) => row.replacedAt === null)).toHaveLength(COMPANY_DOCUMENTS.length);
  });

  it("refuses another member's documents", async () => {
    const { auth, member } = await seededMember(t.app, t.db, 'active@example.com');
    const other = await seededMember(t.app, t.db, 'renew@example.com');
    const key = newUploadKey('pdf');
    await t.app.files.put(key, Buffer.from('%PDF-1.7 theirs'), { contentType: 'application/pdf' });
    await t.db.insert(documents).values({
      field: 'moa',
      storageKey: key,
      originalName: 'moa.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 15,
      applicationId: other.member.applicationId,
      uploadedBy: `member:${other.member.id}`,
    });
    const mine = await uploadsFor(
      t.db,
      { kind: 'member', memberId: member.id, userId: member.applicationId! },
      COMPANY_DOCUMENTS.filter((field) => field !== 'moa'),
    );
    const body = await companyBasicDetails(
      t.db,
      { ...mine, moa: documentUrl(key) },
      {
        email: member.email,
        mobile_number: member.mobileNumber,
        primary_number: member.mobileNumber,
        membership_id: await categoryId(t.db, 'Platinum'),
        journey: 'upgrade',
      },
    );
    expect((await call('POST', '/api/step_1', body, auth)).status).toBe(403);
  });
});
