// The member edits their own details (issue #29): a new email or WhatsApp number only after its
// code, only the changed fields written and audited, a document only where the change needs one,
// and only ever the caller's own record. And the renewal's one question per document.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, GSTIN_MESSAGES } from '@portico/domain/gstin';
import { MY_DETAILS_MESSAGES } from '@portico/domain/member-details';
import { useTestApp } from '../../../test/support/app';
import { uploadsFor } from '../../../test/support/application-fixtures';
import { seededMember } from '../../../test/support/payment-fixtures';
import { applicantBearer, staffBearer } from '../../../test/support/tokens';
import { applications, auditLog, documents, members } from '../../db/schema';

const t = useTestApp();

type Answer = { status: number; body: Record<string, unknown> };

async function call(
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

type Details = Record<string, unknown>;

async function member2() {
  const seeded = await seededMember(t.app, t.db, 'member2@example.com');
  const read = await call('GET', '/api/my_details', undefined, seeded.auth);
  expect(read.status).toBe(200);
  return { ...seeded, details: read.body.data as Details };
}

/** The form as the screen sends it: every value, with the changes. */
function form(details: Details, changes: Record<string, string> = {}) {
  const fields = [
    'email',
    'mobile_number',
    'registered_address',
    'registered_city',
    'registered_pin',
    'gst_number',
  ];
  return {
    ...Object.fromEntries(fields.map((field) => [field, String(details[field] ?? '')])),
    ...changes,
  };
}

/** A code sent to the number and checked through the API, as the screen does: its token. */
async function verifiedMobile(mobile: string): Promise<string> {
  expect((await call('POST', '/api/send_mobile_otp', { mobile_number: mobile })).status).toBe(200);
  await t.app.background.settled();
  const sent = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${mobile}` });
  const code = /code is (\d+)\./.exec(sent.json<{ text: string }[]>()[0]?.text ?? '')?.[1];
  expect(code).toBeDefined();
  const verified = await call('POST', '/api/verify_otp', { mobile_number: mobile, otp: code });
  expect(verified.status).toBe(200);
  // Single use: the same code a second time proves nothing.
  const again = await call('POST', '/api/verify_otp', { mobile_number: mobile, otp: code });
  expect(again.status).toBe(400);
  return verified.body.token as string;
}

async function auditRows(memberId: number, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(memberId)), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));
}

describe('GET /api/my_details', () => {
  it('answers the member’s own contacts, address and GSTIN', async () => {
    const { details } = await member2();
    expect(details).toMatchObject({
      email: 'member2@example.com',
      mobile_number: '9800000002',
      gst_number: '32AAFFN5678B1ZF',
      pan_number: 'AAFFN5678B',
      documents_asked: false,
    });
  });

  it('is for members only (401 without a token, 403 for an applicant or staff)', async () => {
    expect((await call('GET', '/api/my_details')).status).toBe(401);
    const applicant = await applicantBearer(t.app, { emails: ['member2@example.com'] });
    expect((await call('GET', '/api/my_details', undefined, applicant)).status).toBe(403);
    const staff = await staffBearer(t.app, t.db, 'admin@example.com');
    expect((await call('POST', '/api/my_details', {}, staff)).status).toBe(403);
  });
});

describe('POST /api/my_details', () => {
  it('takes a new WhatsApp number only after its code (single use), on the member and the application', async () => {
    const { auth, member, details } = await member2();
    const unproven = await call(
      'POST',
      '/api/my_details',
      form(details, { mobile_number: '9811112222' }),
      auth,
    );
    expect(unproven.status).toBe(400);
    expect(unproven.body.errors).toEqual({ mobile_number: MY_DETAILS_MESSAGES.mobileNotVerified });

    const token = await verifiedMobile('9811112222');
    const saved = await call(
      'POST',
      '/api/my_details',
      { ...form(details, { mobile_number: '9811112222' }), verification_token: token },
      auth,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      changed: ['mobile_number'],
      message: MY_DETAILS_MESSAGES.saved,
    });
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.mobileNumber).toBe('9811112222');
    const [application] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, member.applicationId ?? 0));
    expect(application).toMatchObject({ mobileNumber: '9811112222', mobileVerified: true });
    const [audit] = await auditRows(member.id, 'member.details_updated');
    expect(audit).toMatchObject({
      actor: `member:${member.id}`,
      before: { mobile_number: '9800000002' },
      after: { mobile_number: '9811112222' },
    });
  });

  it('refuses a new email proven by someone else’s token, and one another member uses', async () => {
    const { auth, details } = await member2();
    const other = await applicantBearer(t.app, { emails: ['elsewhere@example.com'] });
    const token = other.authorization.slice('Bearer '.length);
    const wrong = await call(
      'POST',
      '/api/my_details',
      { ...form(details, { email: 'new@example.com' }), verification_token: token },
      auth,
    );
    expect(wrong.body.errors).toEqual({ email: MY_DETAILS_MESSAGES.emailNotVerified });

    const taken = await applicantBearer(t.app, { emails: ['member1@example.com'] });
    const refused = await call(
      'POST',
      '/api/my_details',
      {
        ...form(details, { email: 'Member1@Example.com' }),
        verification_token: taken.authorization.slice('Bearer '.length),
      },
      auth,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ email: MY_DETAILS_MESSAGES.emailTaken });
  });

  it('writes and audits only the fields that changed (a GSTIN needs no document)', async () => {
    const { auth, member, details } = await member2();
    const gstin = `32AAFFN5678B2Z${gstinCheckCharacter('32AAFFN5678B2Z') ?? ''}`;
    const saved = await call(
      'POST',
      '/api/my_details',
      form(details, { gst_number: gstin.toLowerCase() }),
      auth,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.changed).toEqual(['gst_number']);
    const [audit] = await auditRows(member.id, 'member.details_updated');
    expect(audit?.before).toEqual({ gst_number: '32AAFFN5678B1ZF' });
    expect(audit?.after).toEqual({ gst_number: gstin });

    const unchanged = await call(
      'POST',
      '/api/my_details',
      form({ ...details, gst_number: gstin }),
      auth,
    );
    expect(unchanged.body).toMatchObject({
      changed: [],
      message: MY_DETAILS_MESSAGES.nothingChanged,
    });
    expect(await auditRows(member.id, 'member.details_updated')).toHaveLength(1);
  });

  it('checks a GSTIN with the domain rules and the PAN on record', async () => {
    const { auth, details } = await member2();
    const typo = await call(
      'POST',
      '/api/my_details',
      form(details, { gst_number: '32AAFFN5678B1ZA' }),
      auth,
    );
    expect(typo.body.errors).toEqual({ gst_number: GSTIN_MESSAGES.checkCharacter });
    const otherPan = `07AABCM1234A1Z${gstinCheckCharacter('07AABCM1234A1Z') ?? ''}`;
    const refused = await call(
      'POST',
      '/api/my_details',
      form(details, { gst_number: otherPan }),
      auth,
    );
    expect(refused.body.errors).toEqual({ gst_number: GSTIN_MESSAGES.panMismatch });
  });

  it('asks for an address proof only when the address changes, and keeps the old one as superseded', async () => {
    const { auth, member, userId, details } = await member2();
    const change = { registered_address: '12 Marine Drive, Kochi', registered_pin: '682 031' };
    const without = await call('POST', '/api/my_details', form(details, change), auth);
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual({ address_proof: MY_DETAILS_MESSAGES.addressProofNeeded });

    const principal = { kind: 'member' as const, memberId: member.id, userId };
    const first = await uploadsFor(t.db, principal, ['address_proof']);
    const old = await call(
      'POST',
      '/api/my_details',
      { ...form(details, change), address_proof: first.address_proof ?? '' },
      auth,
    );
    expect(old.status).toBe(200);
    expect(old.body.changed).toEqual(['registered_address', 'registered_pin']);
    const again = await uploadsFor(t.db, principal, ['address_proof']);
    const moved = {
      ...form(details, { registered_address: '3 Beach Road, Kochi' }),
      address_proof: again.address_proof ?? '',
    };
    expect((await call('POST', '/api/my_details', moved, auth)).status).toBe(200);
    const current = await t.db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.applicationId, userId),
          eq(documents.field, 'address_proof'),
          isNull(documents.replacedAt),
        ),
      );
    expect(current).toHaveLength(1);
    expect(current[0]?.storageKey).toBe(again.address_proof?.split('/').pop());
  });

  it('changes only the caller’s record, and refuses a file someone else uploaded', async () => {
    const { auth, details } = await member2();
    const other = await seededMember(t.app, t.db, 'member1@example.com');
    const theirs = await uploadsFor(
      t.db,
      { kind: 'member', memberId: other.member.id, userId: other.userId },
      ['address_proof'],
    );
    const refused = await call(
      'POST',
      '/api/my_details',
      {
        ...form(details, { registered_address: 'Elsewhere 1' }),
        address_proof: theirs.address_proof ?? '',
      },
      auth,
    );
    expect(refused.status).toBe(403);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, other.userId));
    expect(row?.registeredAddress).not.toBe('Elsewhere 1');
  });

  it('answers bad input with a 400, never a 500', async () => {
    const { auth, details } = await member2();
    for (const changes of <Record<string, string>[]>[
      { email: 'not-an-email' },
      { mobile_number: '12ab' },
      { registered_pin: '012345' },
    ]) {
      expect((await call('POST', '/api/my_details', form(details, changes), auth)).status).toBe(
        400,
      );
    }
  });
});

describe('POST /api/my_details/renewal_documents', () => {
  async function askedMember() {
    const seeded = await member2();
    const principal = {
      kind: 'member' as const,
      memberId: seeded.member.id,
      userId: seeded.userId,
    };
    const urls = await uploadsFor(t.db, principal, ['pan_proof', 'address_proof']);
    await t.db
      .update(documents)
      .set({ applicationId: seeded.userId })
      .where(isNull(documents.applicationId));
    await t.db.update(members).set({ manual: 1 }).where(eq(members.id, seeded.member.id));
    return { ...seeded, principal, urls };
  }

  it('asks one question per document and replaces only those answered no', async () => {
    const { auth, member, userId, principal, urls } = await askedMember();
    const read = await call('GET', '/api/my_details', undefined, auth);
    const asked = read.body.data as { documents: { question: string }[]; documents_asked: boolean };
    expect(asked.documents_asked).toBe(true);
    expect(asked.documents.map((document) => document.question)).toEqual([
      'Is this still your current PAN card?',
      'Is this still your current address proof?',
    ]);

    const blank = await call(
      'POST',
      '/api/my_details/renewal_documents',
      { replaced: { pan_proof: '' } },
      auth,
    );
    expect(blank.body.errors).toEqual({ pan_proof: 'Upload your current PAN card' });
    const fresh = await uploadsFor(t.db, principal, ['pan_proof']);
    const answered = await call(
      'POST',
      '/api/my_details/renewal_documents',
      { replaced: { pan_proof: fresh.pan_proof } },
      auth,
    );
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      app_id: userId,
      message: MY_DETAILS_MESSAGES.documentsConfirmed,
    });
    const current = await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.applicationId, userId), isNull(documents.replacedAt)));
    const keys = current.map((row) => row.storageKey).sort();
    const key = (url?: string) => url?.split('/').pop() ?? '';
    expect(keys).toEqual([key(fresh.pan_proof), key(urls.address_proof)].sort());
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.manual).toBe(0);
    const [audit] = await auditRows(member.id, 'member.documents_confirmed');
    expect(audit?.after).toMatchObject({ manual: 0 });
  });

  it('refuses a document not on record, and needs a file for each no', async () => {
    const { auth } = await askedMember();
    const unknown = await call(
      'POST',
      '/api/my_details/renewal_documents',
      { replaced: { moa: '/api/files/x.pdf' } },
      auth,
    );
    expect(unknown.status).toBe(400);
  });

  it('confirms all the documents when every answer is yes', async () => {
    const { auth, member } = await askedMember();
    const answered = await call(
      'POST',
      '/api/my_details/renewal_documents',
      { replaced: {} },
      auth,
    );
    expect(answered.status).toBe(200);
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.manual).toBe(0);
  });
});
