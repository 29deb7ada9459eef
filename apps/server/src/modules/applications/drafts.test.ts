// Save as Draft keeps whatever was typed (issue #14): shape-checked only, the stored step unmoved,
// every rule applied at Next and at the final submit.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationViewSchema } from '@portico/domain/contracts/applications.contract';
import { MESSAGES, proposerNotMember } from '@portico/domain/messages';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer, staffBearer } from '../../../test/support/tokens';
import { applications, proposers } from '../../db/schema';
import {
  api,
  applicantPrincipal,
  COMPANY_APPLICANT,
  COMPANY_DOCUMENTS,
  companyBasicDetails,
  otherDetails,
  proposerRows,
  uploadsFor,
  type Headers,
} from '../../../test/support/application-fixtures';

const t = useTestApp();

async function companyApplication(): Promise<{ id: number; auth: Headers }> {
  const auth = await applicantBearer(t.app, {
    emails: [COMPANY_APPLICANT.email],
    mobiles: [COMPANY_APPLICANT.mobile],
  });
  const urls = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), COMPANY_DOCUMENTS);
  const saved = await api(t.app).post<number>(
    '/api/step_1',
    await companyBasicDetails(t.db, urls),
    auth,
  );
  expect(saved.status).toBe(200);
  return { id: saved.body.data as number, auth };
}

async function storedSteps(id: number): Promise<number | undefined> {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row?.steps;
}

/** The application reads back whole, in the contract's shape. */
async function readBack(id: number, auth: Headers) {
  const read = await api(t.app).get(`/api/getApplication/${id}`, auth);
  expect(read.status).toBe(200);
  return applicationViewSchema.parse(read.body.data);
}

const halfProposers = [
  {
    row_id: 1,
    name: 'Mehta Events',
    director: '',
    email: COMPANY_APPLICANT.email,
    mobile_number: '98',
  },
  { row_id: 2, name: '', director: '', email: 'not-a-member@example.com', mobile_number: '' },
];

// No settings saved in these tests: the plain words stand in for the association's name.
const ASSOCIATION_SHORT_NAME = 'the association';

describe('Save as Draft keeps incomplete tabs', () => {
  it('stores partial directors, proposers and other details, and reads them back', async () => {
    const { id, auth } = await companyApplication();
    const { post } = api(t.app);
    const directors = await post(
      '/api/step_2',
      {
        id,
        is_draft: 1,
        director: JSON.stringify([
          { name: 'Asha', email: 'asha@', mobile_number: '' },
          { name: '', email: '', mobile_number: '' },
        ]),
      },
      auth,
      'multipart',
    );
    expect(directors.status).toBe(200);
    const members = await post(
      '/api/step_3',
      { id, is_draft: 1, members: JSON.stringify(halfProposers) },
      auth,
      'multipart',
    );
    expect(members.status).toBe(200);
    const other = await post(
      '/api/step_4',
      otherDetails(id, {
        is_draft: 1,
        description: 'Not yet',
        meta: 'nope',
        membership_checked: 0,
      }),
      auth,
    );
    expect(other.status).toBe(200);
    expect(other.body.message).toBe(MESSAGES.draftSaved);

    const view = await readBack(id, auth);
    expect(view.director).toEqual([{ name: 'Asha', email: 'asha@', mobile_number: '' }]);
    expect(view.members.map((row) => row.email)).toEqual([
      COMPANY_APPLICANT.email,
      'not-a-member@example.com',
    ]);
    expect(view).toMatchObject({ description: 'Not yet', meta: 'nope', membership_checked: 0 });
    const rows = await t.db.select().from(proposers).where(eq(proposers.applicationId, id));
    expect(rows.map((row) => row.memberId)).toEqual([null, null]);
    // A draft completes no tab: the final submit saves them again, checked.
    expect(await storedSteps(id)).toBe(1);
  });

  it('still applies every rule without is_draft (Next)', async () => {
    const { id, auth } = await companyApplication();
    const { post } = api(t.app);
    const next = await post('/api/step_3', { id, is_draft: 0, members: halfProposers }, auth);
    expect(next.status).toBe(400);
    expect(next.body.errors).toMatchObject({
      'members.0.email': MESSAGES.proposerOwnEmail,
      'members.0.director': MESSAGES.directorNameRequired,
    });
    const members = await post(
      '/api/step_3',
      { id, is_draft: 0, members: proposerRows(COMPANY_APPLICANT, COMPANY_APPLICANT) },
      auth,
    );
    expect(members.status).toBe(400);
    const other = await post('/api/step_4', otherDetails(id, { is_draft: 0, meta: 'nope' }), auth);
    expect(other.body.errors).toMatchObject({ meta: MESSAGES.urlInvalid });
  });

  it('refuses a malformed draft with a 400, never a 500', async () => {
    const { id, auth } = await companyApplication();
    const { post } = api(t.app);
    const six = Array.from({ length: 6 }, (_, i) => ({
      name: `D${i}`,
      email: '',
      mobile_number: '',
    }));
    const bodies: [string, Record<string, unknown>][] = [
      ['/api/step_2', { id, is_draft: 1, director: six }],
      ['/api/step_2', { id, is_draft: 1, director: [{ name: { nested: true } }] }],
      ['/api/step_2', { id, is_draft: 1, director: 'not json' }],
      ['/api/step_3', { id, is_draft: 1, members: [...halfProposers, ...halfProposers] }],
      ['/api/step_3', { id, is_draft: 1, members: '{broken' }],
      [
        '/api/step_3',
        { id, is_draft: 1, members: halfProposers, signature: 'https://x.test/a.png' },
      ],
      ['/api/step_4', { id, is_draft: 1, description: ['a'] }],
    ];
    for (const [url, body] of bodies) {
      const response = await post(url, body, auth);
      expect({ url, status: response.status }).toEqual({ url, status: 400 });
    }
    expect((await readBack(id, auth)).director).toEqual([]);
  });

  it('the final submit points at the first tab a draft left incomplete', async () => {
    const { id, auth } = await companyApplication();
    const { post } = api(t.app);
    await post(
      '/api/step_2',
      { id, is_draft: 1, director: [{ name: 'Asha', email: '', mobile_number: '' }] },
      auth,
    );
    await post('/api/step_3', { id, is_draft: 1, members: halfProposers }, auth);
    const submit = await post('/api/step_4', otherDetails(id), auth);
    expect(submit.status).toBe(400);
    expect(submit.body.message).toBe(MESSAGES.formIncomplete);
    expect(submit.body.errors).toMatchObject({
      tab: '2',
      'director.0.email': MESSAGES.emailRequired,
      'members.0.email': MESSAGES.proposerOwnEmail,
    });
  });

  it('checks the drafts of an application already submitted (it is under review)', async () => {
    const { id } = await companyApplication();
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const { post } = api(t.app);
    const files = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), [
      'signature',
      'stamp',
    ]);
    expect(
      (await post('/api/step_3', { id, members: proposerRows(), ...files }, admin)).status,
    ).toBe(200);
    expect((await post('/api/step_4', otherDetails(id), admin)).status).toBe(200);
    const draft = await post('/api/step_3', { id, is_draft: 1, members: halfProposers }, admin);
    expect(draft.status).toBe(400);
    const second = proposerRows(undefined, { email: 'stranger@example.com', mobile: '9111111111' });
    const stranger = await post(
      '/api/step_3',
      { id, is_draft: 1, members: second, ...files },
      admin,
    );
    const message = proposerNotMember(2, 'none', ASSOCIATION_SHORT_NAME);
    expect(stranger.body.errors).toEqual({
      'members.1.email': message,
      'members.1.mobile_number': message,
    });
  });
});
