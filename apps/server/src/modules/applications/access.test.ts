import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portico/domain/messages';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer, bearer, staffBearer } from '../../../test/support/tokens';
import { applications, auditLog, members } from '../../db/schema';
import {
  api,
  applicantPrincipal,
  categoryId,
  COMPANY_APPLICANT,
  COMPANY_DOCUMENTS,
  companyBasicDetails,
  insertUpload,
  MEMBER_1,
  otherDetails,
  proposerRows,
  STAR_APPLICANT,
  STAR_DOCUMENTS,
  starBasicDetails,
  uploadsFor,
  type Headers,
} from '../../../test/support/application-fixtures';
import { ALREADY_APPLIED, ALREADY_SUBMITTED } from './application-messages';
import type { ApplicationView } from './view';

const t = useTestApp();

const starAuth = () =>
  applicantBearer(t.app, { emails: [STAR_APPLICANT.email], mobiles: [STAR_APPLICANT.mobile] });
const strangerAuth = () =>
  applicantBearer(t.app, { emails: ['stranger@example.com'], mobiles: ['9555555555'] });

/** A Star application saved through step_1 by its applicant. */
async function createStarApplication(overrides: Record<string, unknown> = {}): Promise<number> {
  const urls = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), STAR_DOCUMENTS);
  const saved = await api(t.app).post<number>(
    '/api/step_1',
    await starBasicDetails(t.db, urls, overrides),
    await starAuth(),
  );
  expect(saved.status).toBe(200);
  return saved.body.data as number;
}

async function seededMember(email: string) {
  const [row] = await t.db.select().from(members).where(eq(members.email, email));
  if (!row?.applicationId) throw new Error(`no member ${email}`);
  return { memberId: row.id, applicationId: row.applicationId };
}

/** Every call on an existing application, with a body where it takes one. */
function applicationCalls(id: number) {
  return [
    { method: 'POST' as const, url: '/api/step_1', body: { id } },
    { method: 'POST' as const, url: '/api/step_2', body: { id, director: null } },
    { method: 'POST' as const, url: '/api/step_3', body: { id, members: proposerRows() } },
    { method: 'POST' as const, url: '/api/step_4', body: otherDetails(id, { is_draft: 1 }) },
    { method: 'GET' as const, url: `/api/getApplication/${id}` },
    { method: 'GET' as const, url: `/api/user/application/${id}` },
    { method: 'GET' as const, url: `/api/application_review/${id}` },
  ];
}

async function call(
  request: { method: 'GET' | 'POST'; url: string; body?: Record<string, unknown> },
  headers: Headers = {},
) {
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.body ? { payload: request.body } : {}),
  });
  return { status: response.statusCode, body: response.json<{ success: boolean }>() };
}

describe('step_1 verification gates', () => {
  it('needs a token (401)', async () => {
    const urls = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), STAR_DOCUMENTS);
    const response = await api(t.app).post('/api/step_1', await starBasicDetails(t.db, urls));
    expect(response.status).toBe(401);
  });

  it('answers 400 with both messages when the token proves neither the email nor the mobile', async () => {
    const urls = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), STAR_DOCUMENTS);
    const response = await api(t.app).post(
      '/api/step_1',
      await starBasicDetails(t.db, urls),
      await strangerAuth(),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      email: MESSAGES.verifyEmailFirst,
      mobile_number: MESSAGES.verifyMobileFirst,
    });
  });

  it('answers 400 for the mobile alone when only the email is proven', async () => {
    const urls = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), STAR_DOCUMENTS);
    const response = await api(t.app).post(
      '/api/step_1',
      await starBasicDetails(t.db, urls),
      await applicantBearer(t.app, { emails: [STAR_APPLICANT.email] }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({ mobile_number: MESSAGES.verifyMobileFirst });
    expect(response.body.errors).not.toHaveProperty('email');
    expect(response.body.message).toBe(MESSAGES.verifyMobileFirst);
  });

  it('ignores is_admin from an applicant', async () => {
    const id = await createStarApplication({ is_admin: 1 });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.isAdmin).toBe(false);
  });
});

describe('access to an existing application', () => {
  it('answers 401 without a token and 403 for another applicant on every call', async () => {
    const id = await createStarApplication();
    const stranger = await strangerAuth();
    for (const request of applicationCalls(id)) {
      expect({ url: request.url, ...(await call(request)) }).toMatchObject({ status: 401 });
      expect({ url: request.url, ...(await call(request, stranger)) }).toMatchObject({
        status: 403,
      });
    }
  });

  it("answers 403 to a member who does not own it, 200 for the member's own application", async () => {
    const id = await createStarApplication();
    const member = await seededMember(MEMBER_1.email);
    const memberAuth = await bearer(t.app, {
      kind: 'member',
      ...member,
      userId: member.applicationId,
    });
    for (const request of applicationCalls(id)) {
      expect({ url: request.url, ...(await call(request, memberAuth)) }).toMatchObject({
        status: 403,
      });
    }
    const own = await call(
      { method: 'GET', url: `/api/getApplication/${member.applicationId}` },
      memberAuth,
    );
    expect(own.status).toBe(200);
  });

  it('lets the owner in by the mobile number alone', async () => {
    const id = await createStarApplication();
    const byMobile = await applicantBearer(t.app, { mobiles: [STAR_APPLICANT.mobile] });
    expect((await call({ method: 'GET', url: `/api/getApplication/${id}` }, byMobile)).status).toBe(
      200,
    );
  });

  it('answers 400 for a non-numeric id, 403 to applicants and 404 to staff for an unknown one', async () => {
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const stranger = await strangerAuth();
    for (const path of [
      '/api/getApplication',
      '/api/user/application',
      '/api/application_review',
    ]) {
      expect((await call({ method: 'GET', url: `${path}/abc` }, admin)).status).toBe(400);
      expect((await call({ method: 'GET', url: `${path}/99999` }, stranger)).status).toBe(403);
      expect((await call({ method: 'GET', url: `${path}/99999` }, admin)).status).toBe(404);
    }
    const badId = await api(t.app).post('/api/step_2', { id: 'abc', director: null }, stranger);
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toEqual({ id: 'Application id must be a number' });
    const unknown = await api(t.app).post('/api/step_4', otherDetails(99999), admin);
    expect(unknown.status).toBe(404);
  });
});

describe('staff saves', () => {
  it('lets admin save any application: is_admin set, an audit row with what changed', async () => {
    const id = await createStarApplication();
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const urls = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), STAR_DOCUMENTS);
    const response = await api(t.app).post(
      '/api/step_1',
      await starBasicDetails(t.db, urls, { id, name: 'Asha R. Rao', is_admin: 0 }),
      admin,
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toBe(id);

    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ isAdmin: true, name: 'Asha R. Rao', emailVerified: true });
    // The applicant's own creation has its row; the staff save is the one after it.
    const audit = (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'application'), eq(auditLog.entityId, String(id))))
    ).filter((row) => row.actor.startsWith('staff:'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'application.update',
      actor: expect.stringMatching(/^staff:\d+$/),
      before: expect.objectContaining({ name: 'Asha Rao', is_admin: 0 }),
      after: expect.objectContaining({ name: 'Asha R. Rao', is_admin: 1 }),
    });
    expect(audit[0]?.before).not.toHaveProperty('email');
  });

  it('lets office staff save steps 2 to 4 and submit; each save is audited', async () => {
    const id = await createStarApplication();
    const office = await staffBearer(t.app, t.db, 'office@example.com');
    const { post } = api(t.app);
    expect((await post('/api/step_2', { id, director: null }, office)).status).toBe(200);
    expect((await post('/api/step_3', { id, members: proposerRows() }, office)).status).toBe(200);
    const submit = await post('/api/step_4', otherDetails(id), office);
    expect(submit.status).toBe(200);
    expect(submit.body.message).toBe('Application submitted successfully');
    const audit = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(id)))
    ).filter((row) => row.actor.startsWith('staff:'));
    expect(audit).toHaveLength(3);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ isAdmin: true, isDraft: false, steps: 4 });
  });

  it('lets a staff member create an application (no verification) and audits it', async () => {
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const urls = await uploadsFor(
      t.db,
      { kind: 'staff', staffId: 1, email: 'admin@example.com', roles: ['admin'], zones: [] },
      STAR_DOCUMENTS,
    );
    const created = await api(t.app).post<number>(
      '/api/step_1',
      await starBasicDetails(t.db, urls),
      admin,
    );
    expect(created.status).toBe(200);
    const id = created.body.data as number;
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ isAdmin: true, emailVerified: false, mobileVerified: false });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit[0]).toMatchObject({
      action: 'application.create',
      before: null,
      after: expect.objectContaining({ id }),
    });
  });

  it('lets other staff roles read but not save (403)', async () => {
    const id = await createStarApplication();
    const zoneManager = await staffBearer(t.app, t.db, 'zm.south@example.com');
    expect(
      (await call({ method: 'GET', url: `/api/getApplication/${id}` }, zoneManager)).status,
    ).toBe(200);
    const save = await api(t.app).post('/api/step_2', { id, director: null }, zoneManager);
    expect(save.status).toBe(403);
  });
});

describe('submitted applications', () => {
  it('refuses a second new application for a contact that already has a filled one (409)', async () => {
    const auth = await applicantBearer(t.app, {
      emails: [MEMBER_1.email],
      mobiles: [MEMBER_1.mobile],
    });
    const principal = applicantPrincipal(MEMBER_1);
    const urls = await uploadsFor(t.db, principal, STAR_DOCUMENTS);
    const response = await api(t.app).post(
      '/api/step_1',
      await starBasicDetails(t.db, urls, {
        email: MEMBER_1.email,
        mobile_number: MEMBER_1.mobile,
        primary_number: MEMBER_1.mobile,
      }),
      auth,
    );
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(ALREADY_APPLIED);

    // An upgrade is not a new application (to a higher category than the member's Gold).
    const upgrade = await api(t.app).post(
      '/api/step_1',
      await companyBasicDetails(t.db, await uploadsFor(t.db, principal, COMPANY_DOCUMENTS), {
        email: MEMBER_1.email,
        mobile_number: MEMBER_1.mobile,
        primary_number: MEMBER_1.mobile,
        membership_id: await categoryId(t.db, 'Platinum'),
        journey: 'upgrade',
      }),
      auth,
    );
    expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(200);
  });

  it('re-saves tab 1 while the category list must be reloaded inside the save', async () => {
    const id = await createStarApplication();
    // The reload then runs inside the save's transaction: on PGlite's single session a read
    // outside it would wait for the transaction forever.
    t.app.catalogCache.invalidate();
    const urls = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), STAR_DOCUMENTS);
    const saved = await api(t.app).post(
      '/api/step_1',
      await starBasicDetails(t.db, urls, { id, name: 'Reloaded' }),
      await starAuth(),
    );
    expect(saved.status).toBe(200);
  }, 10_000);

  it('refuses a re-saved draft that takes the contact of a filled application (409), saving nothing', async () => {
    const id = await createStarApplication();
    const auth = await applicantBearer(t.app, {
      emails: [STAR_APPLICANT.email, MEMBER_1.email],
      mobiles: [STAR_APPLICANT.mobile],
    });
    const urls = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), STAR_DOCUMENTS);
    const response = await api(t.app).post(
      '/api/step_1',
      await starBasicDetails(t.db, urls, { id, email: MEMBER_1.email, name: 'Changed' }),
      auth,
    );
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(ALREADY_APPLIED);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({
      email: STAR_APPLICANT.email,
      name: expect.not.stringMatching('Changed'),
    });
  });

  it('locks a submitted application against its applicant (409) but not against staff', async () => {
    const id = await createStarApplication();
    const auth = await starAuth();
    const { post } = api(t.app);
    await post('/api/step_3', { id, members: proposerRows() }, auth);
    expect((await post('/api/step_4', otherDetails(id), auth)).status).toBe(200);

    const again = await post('/api/step_4', otherDetails(id), auth);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_SUBMITTED);
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    expect((await post('/api/step_4', otherDetails(id), admin)).status).toBe(200);
  });
});

describe('documents in a save', () => {
  it("refuses another applicant's upload (403) and an unknown url (400)", async () => {
    const theirs = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), COMPANY_DOCUMENTS);
    const mine = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), STAR_DOCUMENTS);
    const auth = await starAuth();
    const foreign = await api(t.app).post(
      '/api/step_1',
      await starBasicDetails(t.db, { ...mine, address_proof: theirs.address_proof ?? '' }),
      auth,
    );
    expect(foreign.status).toBe(403);

    const unknown = await api(t.app).post(
      '/api/step_1',
      await starBasicDetails(t.db, { ...mine, address_proof: '/api/files/nothing-here.pdf' }),
      auth,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ address_proof: 'Please upload this file again' });

    // A file uploaded for another field cannot stand in (its types and size were checked for that one).
    const otherField = await insertUpload(t.db, applicantPrincipal(STAR_APPLICANT), 'pan_proof');
    const wrongField = await api(t.app).post(
      '/api/step_1',
      await starBasicDetails(t.db, { ...mine, aadhar_proof: otherField }),
      auth,
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.errors).toHaveProperty('aadhar_proof');
    expect(
      await t.db.select().from(applications).where(eq(applications.email, STAR_APPLICANT.email)),
    ).toEqual([]);
  });

  it('shows each document field by its latest upload', async () => {
    const id = await createStarApplication();
    const replacement = await insertUpload(
      t.db,
      applicantPrincipal(STAR_APPLICANT),
      'address_proof',
    );
    const mine = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), STAR_DOCUMENTS);
    const auth = await starAuth();
    const saved = await api(t.app).post(
      '/api/step_1',
      await starBasicDetails(t.db, { ...mine, address_proof: replacement }, { id }),
      auth,
    );
    expect(saved.status).toBe(200);
    const read = await api(t.app).get<ApplicationView>(`/api/getApplication/${id}`, auth);
    expect(read.body.data?.address_proof).toBe(replacement);
    expect(read.body.data?.documents.filter((doc) => doc.field === 'address_proof')).toHaveLength(
      1,
    );
  });
});
