import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, proposerNotMember } from '@portico/domain/messages';
import { PRIVACY_MESSAGES } from '@portico/domain/privacy';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer } from '../../../test/support/tokens';
import { applications, documents } from '../../db/schema';
import {
  api,
  applicantPrincipal,
  categoryId,
  COMPANY_APPLICANT,
  COMPANY_DOCUMENTS,
  companyBasicDetails,
  MEMBER_1,
  MEMBER_2,
  otherDetails,
  proposerRows,
  STAR_APPLICANT,
  starBasicDetails,
  stateOf,
  uploadsFor,
  type Headers,
} from '../../../test/support/application-fixtures';
import { FILES_NOT_ACCEPTED } from './form-body';
import { JOURNEY_INVALID, MEMBERSHIP_REQUIRED, MEMBERSHIP_UNKNOWN } from './validation';
import { PROPOSER_CHECK_RATE_LIMIT } from './applications.routes';

const t = useTestApp();

const companyAuth = (extraEmails: string[] = []) =>
  applicantBearer(t.app, {
    emails: [COMPANY_APPLICANT.email, ...extraEmails],
    mobiles: [COMPANY_APPLICANT.mobile],
  });

/** A Gold (company) application with tab 1 saved; returns its id and the owner's headers. */
async function companyApplication(): Promise<{ id: number; auth: Headers }> {
  const auth = await companyAuth();
  const urls = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), COMPANY_DOCUMENTS);
  const saved = await api(t.app).post<number>(
    '/api/step_1',
    await companyBasicDetails(t.db, urls),
    auth,
  );
  expect(saved.status).toBe(200);
  return { id: saved.body.data as number, auth };
}

async function signatureAndStamp() {
  return uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), ['signature', 'stamp']);
}

// No settings saved in these tests: the plain words stand in for the association's name.
const ASSOCIATION_SHORT_NAME = 'the association';

describe('step_1 messages', () => {
  it('reports every basic-details rule of a company tier', async () => {
    const response = await api(t.app).post(
      '/api/step_1',
      { membership_id: await categoryId(t.db, 'Gold'), org_type: 'company' },
      await companyAuth(),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      dob: MESSAGES.dobRequired,
      mobile_number: MESSAGES.whatsappRequired,
      primary_number: MESSAGES.primaryMobileRequired,
      zone: MESSAGES.zoneRequired,
      state: MESSAGES.stateRequired,
      pan_number: MESSAGES.panRequired,
      company_name: MESSAGES.companyNameRequired,
      registered_address: MESSAGES.registeredAddressRequired,
      repersentative_photo: MESSAGES.representativePhotoRequired,
      address_proof: MESSAGES.addressProofRequired,
      gst_number: MESSAGES.gstRequired,
      size_of_company: MESSAGES.sizeOfCompanyRequired,
      turnover_certificate: MESSAGES.turnoverCertificateRequired,
      incorporation_date: MESSAGES.incorporationDateRequired,
      moa: MESSAGES.moaRequired,
      aoa: MESSAGES.aoaRequired,
      portaldirector: MESSAGES.directorDetailsRequired,
      resolution: MESSAGES.resolutionRequired,
      incorporation_certificate: MESSAGES.incorporationCertificateRequired,
      privacy_consent: PRIVACY_MESSAGES.consentRequired,
    });
    expect(response.body.message).toBe(MESSAGES.nameRequired);
  });

  it('reports the company type, partnership and huf documents, and format rules', async () => {
    const urls = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), COMPANY_DOCUMENTS);
    const auth = await companyAuth();
    const noType = await api(t.app).post(
      '/api/step_1',
      await companyBasicDetails(t.db, urls, {
        org_type: '',
        pan_number: 'ABC',
        email: 'not-an-email',
        mobile_number: '123',
      }),
      auth,
    );
    expect(noType.body.errors).toMatchObject({
      org_type: MESSAGES.companyTypeRequired,
      pan_number: MESSAGES.panInvalid,
      email: MESSAGES.emailInvalid,
      mobile_number: MESSAGES.numberInvalid,
    });
    const partnership = await api(t.app).post(
      '/api/step_1',
      await companyBasicDetails(t.db, urls, { org_type: 'partnership' }),
      auth,
    );
    expect(partnership.body.errors).toEqual({
      deed: MESSAGES.deedRequired,
      authorization: MESSAGES.authorizationRequired,
    });
    const huf = await api(t.app).post(
      '/api/step_1',
      await companyBasicDetails(t.db, urls, { org_type: 'huf' }),
      auth,
    );
    expect(huf.body.errors).toEqual({ huf_authorization: MESSAGES.authorizationRequired });
  });

  it('reports the star identity proofs and lets GST stay blank', async () => {
    const urls = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), [
      'address_proof',
      'repersentative_photo',
    ]);
    const response = await api(t.app).post(
      '/api/step_1',
      await starBasicDetails(t.db, urls),
      await applicantBearer(t.app, {
        emails: [STAR_APPLICANT.email],
        mobiles: [STAR_APPLICANT.mobile],
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      aadhar_proof: MESSAGES.aadharCardRequired,
      pan_proof: MESSAGES.panCardRequired,
    });
  });

  it('checks the category, the journey and that the state lies in the zone', async () => {
    const urls = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), COMPANY_DOCUMENTS);
    const auth = await companyAuth();
    const post = async (overrides: Record<string, unknown>) =>
      api(t.app).post('/api/step_1', await companyBasicDetails(t.db, urls, overrides), auth);

    expect((await post({ membership_id: '' })).body.errors).toEqual({
      membership_id: MEMBERSHIP_REQUIRED,
    });
    expect((await post({ membership_id: 9999 })).body.errors).toEqual({
      membership_id: MEMBERSHIP_UNKNOWN,
    });
    expect((await post({ journey: 'sideways' })).body.errors).toEqual({
      journey: JOURNEY_INVALID,
    });
    const wrongState = await post({ zone: 'north', state: await stateOf(t.db, 'south') });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.errors).toEqual({ state: MESSAGES.stateRequired });
  });

  it('refuses files in the save itself (they go to /api/upload)', async () => {
    const boundary = '----portico-file';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="address_proof"; filename="a.pdf"\r\n`,
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\r\n',
      `--${boundary}--\r\n`,
    ].join('');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/step_1',
      payload,
      headers: {
        ...(await companyAuth()),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: FILES_NOT_ACCEPTED });
  });
});

describe('steps 2 to 4 without an application', () => {
  it("answers 'Please submit basic details first!!'", async () => {
    const auth = await companyAuth();
    for (const url of ['/api/step_2', '/api/step_3', '/api/step_4']) {
      const response = await api(t.app).post(url, { is_draft: 1 }, auth, 'multipart');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.basicDetailsFirst);
    }
  });
});

describe('step_2 directors', () => {
  it('reports each director rule', async () => {
    const { id, auth } = await companyApplication();
    const response = await api(t.app).post(
      '/api/step_2',
      {
        id,
        director: [
          { name: '', email: 'bad', mobile_number: '12' },
          { name: 'B', email: '', mobile_number: '' },
          { name: 'C', email: COMPANY_APPLICANT.email, mobile_number: COMPANY_APPLICANT.mobile },
          { name: 'D', email: 'd@example.com', mobile_number: '9000000001' },
          { name: 'E', email: 'D@example.com', mobile_number: '9000000001' },
        ],
      },
      auth,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      'director.0.name': MESSAGES.nameRequired,
      'director.0.email': MESSAGES.emailInvalid,
      'director.0.mobile_number': MESSAGES.mobileInvalid,
      'director.1.email': MESSAGES.emailRequired,
      'director.1.mobile_number': MESSAGES.mobileRequired,
      'director.2.email': MESSAGES.directorOwnEmail,
      'director.2.mobile_number': MESSAGES.directorOwnMobile,
      'director.4.email': MESSAGES.emailsMustBeUnique,
      'director.4.mobile_number': MESSAGES.mobilesMustBeUnique,
    });
  });

  it('replaces the rows and clears them with director null', async () => {
    const { id, auth } = await companyApplication();
    const { post } = api(t.app);
    const first = await post<{ director: unknown[] }>(
      '/api/step_2',
      { id, director: [{ name: 'A', email: 'a@example.com', mobile_number: '9000000001' }] },
      auth,
    );
    expect(first.body.data?.director).toHaveLength(1);
    const cleared = await post<{ director: unknown[] }>(
      '/api/step_2',
      { id, director: null },
      auth,
    );
    expect(cleared.body.data?.director).toEqual([]);
  });
});

describe('step_3 proposers', () => {
  it('reports each proposer rule, signature and stamp for a company tier', async () => {
    const { id, auth } = await companyApplication();
    const response = await api(t.app).post(
      '/api/step_3',
      {
        id,
        members: [
          { row_id: 1, name: '', director: '', email: COMPANY_APPLICANT.email, mobile_number: '' },
          {
            row_id: 2,
            name: 'X',
            director: 'Y',
            email: 'x@example.com',
            mobile_number: COMPANY_APPLICANT.mobile,
          },
        ],
      },
      auth,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      'members.0.name': MESSAGES.nameRequired,
      'members.0.director': MESSAGES.directorNameRequired,
      'members.0.email': MESSAGES.proposerOwnEmail,
      'members.0.mobile_number': MESSAGES.mobileRequired,
      'members.1.mobile_number': MESSAGES.proposerOwnMobile,
      signature: MESSAGES.signatureRequired,
      stamp: MESSAGES.stampRequired,
    });
  });

  it('needs two different proposers', async () => {
    const { id, auth } = await companyApplication();
    const response = await api(t.app).post(
      '/api/step_3',
      { id, members: proposerRows(MEMBER_1, MEMBER_1), ...(await signatureAndStamp()) },
      auth,
    );
    expect(response.body.errors).toEqual({
      'members.1.email': MESSAGES.proposerEmailsMustDiffer,
      'members.1.mobile_number': MESSAGES.proposerMobilesMustDiffer,
    });
  });

  it('needs each pair to belong to an existing member', async () => {
    const { id, auth } = await companyApplication();
    const stranger = { email: 'nobody@example.com', mobile: '9111111111' };
    const uploads = await signatureAndStamp();
    const both = await api(t.app).post(
      '/api/step_3',
      {
        id,
        members: proposerRows(stranger, { email: MEMBER_2.email, mobile: MEMBER_1.mobile }),
        ...uploads,
      },
      auth,
    );
    expect(both.status).toBe(400);
    // The first matches nobody; the second's email and mobile are two different members'.
    const none = proposerNotMember(1, 'none', ASSOCIATION_SHORT_NAME);
    const different = proposerNotMember(2, 'different_members', ASSOCIATION_SHORT_NAME);
    expect(both.body.errors).toEqual({
      'members.0.email': none,
      'members.0.mobile_number': none,
      'members.1.email': different,
      'members.1.mobile_number': different,
    });
    expect(both.body.message).toBe(none);
    const second = await api(t.app).post(
      '/api/step_3',
      { id, members: proposerRows(MEMBER_1, stranger), ...uploads },
      auth,
    );
    const strangerMessage = proposerNotMember(2, 'none', ASSOCIATION_SHORT_NAME);
    expect(second.body.errors).toEqual({
      'members.1.email': strangerMessage,
      'members.1.mobile_number': strangerMessage,
    });
    // One detail right, one wrong: the message is on the wrong one, and says so.
    const wrongMobile = await api(t.app).post(
      '/api/step_3',
      {
        id,
        members: proposerRows(MEMBER_1, { email: MEMBER_2.email, mobile: '9111111111' }),
        ...uploads,
      },
      auth,
    );
    expect(wrongMobile.body.errors).toEqual({
      'members.1.mobile_number': proposerNotMember(2, 'email_only', ASSOCIATION_SHORT_NAME),
    });

    // A lapsed member still counts (decision 009): revive@example.com expired 200 days ago.
    const lapsed = await api(t.app).post(
      '/api/step_3',
      {
        id,
        members: proposerRows(MEMBER_1, { email: 'REVIVE@example.com', mobile: '9800000014' }),
        ...uploads,
      },
      auth,
    );
    expect(lapsed.status).toBe(200);
  });
});

describe('step_4 other details', () => {
  it('reports the description, link and terms rules', async () => {
    const { id, auth } = await companyApplication();
    const post = (overrides: Record<string, unknown>) =>
      api(t.app).post('/api/step_4', otherDetails(id, overrides), auth);
    expect((await post({ description: '', membership_checked: 0 })).body.errors).toEqual({
      description: MESSAGES.descriptionRequired,
      membership_checked: MESSAGES.acceptTerms,
    });
    expect((await post({ description: 'too short' })).body.errors).toEqual({
      description: MESSAGES.descriptionTooShort,
    });
    expect((await post({ description: 'word '.repeat(501) })).body.errors).toEqual({
      description: MESSAGES.descriptionTooLong,
    });
    expect(
      (
        await post({
          meta: 'https://example.com/x',
          instagram: 'nope',
          youtube: 'https://youtube.com/',
        })
      ).body.errors,
    ).toEqual({
      meta: MESSAGES.urlInvalid,
      instagram: MESSAGES.urlInvalid,
      youtube: MESSAGES.urlInvalid,
    });
  });
});

describe('the final submit re-validates the earlier tabs', () => {
  async function expectTab(id: number, auth: Headers, tab: string, errors: Record<string, string>) {
    const response = await api(t.app).post('/api/step_4', otherDetails(id), auth);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.formIncomplete);
    expect(response.body.errors).toMatchObject({ ...errors, tab });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ isDraft: true, description: null });
  }

  it('sends the applicant to tab 3 when the proposers were never saved', async () => {
    const { id, auth } = await companyApplication();
    await expectTab(id, auth, '3', {
      'members.0.name': MESSAGES.nameRequired,
      signature: MESSAGES.signatureRequired,
    });
  });

  it('sends the applicant to tab 2 when a director now uses the applicant email', async () => {
    const { id } = await companyApplication();
    const newEmail = 'shared@example.com';
    const auth = await companyAuth([newEmail]);
    const { post } = api(t.app);
    await post(
      '/api/step_2',
      { id, director: [{ name: 'A', email: newEmail, mobile_number: '9000000001' }] },
      auth,
    );
    await post(
      '/api/step_3',
      { id, members: proposerRows(), ...(await signatureAndStamp()) },
      auth,
    );
    const urls = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), COMPANY_DOCUMENTS);
    const moved = await post(
      '/api/step_1',
      await companyBasicDetails(t.db, urls, { id, email: newEmail }),
      auth,
    );
    expect(moved.status).toBe(200);
    await expectTab(id, auth, '2', { 'director.0.email': MESSAGES.directorOwnEmail });
  });

  it('sends the applicant to tab 1 when a stored basic detail is missing', async () => {
    const { id, auth } = await companyApplication();
    await api(t.app).post(
      '/api/step_3',
      { id, members: proposerRows(), ...(await signatureAndStamp()) },
      auth,
    );
    await t.db
      .update(documents)
      .set({ replacedAt: new Date() })
      .where(and(eq(documents.applicationId, id), eq(documents.field, 'moa')));
    await t.db.update(applications).set({ gstNumber: null }).where(eq(applications.id, id));
    await expectTab(id, auth, '1', { moa: MESSAGES.moaRequired, gst_number: MESSAGES.gstRequired });
  });
});

describe('stored step', () => {
  it('keeps the highest step reached when an earlier tab is saved again', async () => {
    const { id, auth } = await companyApplication();
    const { post } = api(t.app);
    const step3 = await post<{ steps: number }>(
      '/api/step_3',
      { id, members: proposerRows(), ...(await signatureAndStamp()), steps: 3 },
      auth,
    );
    expect(step3.body.data?.steps).toBe(3);
    const step2 = await post<{ steps: number }>(
      '/api/step_2',
      { id, director: null, steps: 2 },
      auth,
    );
    expect(step2.body.data?.steps).toBe(3);
    const urls = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), COMPANY_DOCUMENTS);
    await post('/api/step_1', await companyBasicDetails(t.db, urls, { id, steps: 1 }), auth);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.steps).toBe(3);
  });
});

describe('POST /api/check_member', () => {
  it('is true only for an existing member pair, says which detail matched, and validates', async () => {
    const { post } = api(t.app);
    expect(
      (await post('/api/check_member', { email: MEMBER_1.email, phone: MEMBER_1.mobile })).body,
    ).toEqual({ success: true, match: 'member' });
    expect(
      (await post('/api/check_member', { email: MEMBER_1.email, phone: MEMBER_2.mobile })).body,
    ).toEqual({ success: false, match: 'different_members' });
    expect(
      (await post('/api/check_member', { email: MEMBER_1.email, phone: '9111111111' })).body,
    ).toEqual({ success: false, match: 'email_only' });
    expect(
      (await post('/api/check_member', { email: 'nobody@example.com', phone: MEMBER_2.mobile }))
        .body,
    ).toEqual({ success: false, match: 'mobile_only' });
    expect(
      (
        await post(
          '/api/check_member',
          { email: 'nobody@example.com', phone: '9000000000' },
          {},
          'multipart',
        )
      ).body,
    ).toEqual({ success: false, match: 'none' });
    const invalid = await post('/api/check_member', { email: 'x', phone: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      email: MESSAGES.emailInvalid,
      phone: MESSAGES.mobileRequired,
    });
  });

  it('refuses a client past the hourly limit, so addresses cannot be tested in bulk', async () => {
    // An address of its own: the limit counts per IP, over the tests of this file too.
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/check_member',
        payload: { email: 'nobody@example.com', phone: '9000000000' },
        remoteAddress: '203.0.113.29',
      });
    for (let i = 0; i < PROPOSER_CHECK_RATE_LIMIT.max; i += 1) {
      expect((await check()).statusCode).toBe(200);
    }
    const refused = await check();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many proposer checks\. Please try again in /,
    );
  });
});
