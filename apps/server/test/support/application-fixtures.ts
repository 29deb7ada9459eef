// Test helpers of the applications API: uploads inserted as the uploads module records them, the
// payloads of the four tabs for a Star and a Company applicant, and request helpers (JSON and
// multipart) over app.inject. Used only by *.test.ts files.
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { documents, membershipCategories, states, type ZoneCode } from '../../src/db/schema';
import type { Principal } from '../../src/modules/auth/principal';
import { documentUrl } from '../../src/modules/uploads/attach';

export type Envelope<T = unknown> = {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
  data?: T;
  app_id?: string;
};

export type Headers = Record<string, string>;

export const STAR_APPLICANT = { email: 'asha.rao@example.com', mobile: '9123456780' };
export const COMPANY_APPLICANT = { email: 'vikram@example.com', mobile: '9123456790' };
export const MEMBER_1 = { email: 'member1@example.com', mobile: '9800000001' };
export const MEMBER_2 = { email: 'member2@example.com', mobile: '9800000002' };

/** 120 words: between the 100 and 500 the description needs. */
export const DESCRIPTION = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');

function uploaderFields(principal: Principal) {
  if (principal.kind === 'applicant') {
    const contacts = [...principal.emails, ...principal.mobiles];
    return { uploadedBy: `applicant:${contacts[0] ?? ''}`, uploadedByContacts: contacts };
  }
  if (principal.kind === 'member') {
    return { uploadedBy: `member:${principal.memberId}`, uploadedByContacts: [] };
  }
  return { uploadedBy: `staff:${principal.staffId}`, uploadedByContacts: [] };
}

/** A stored upload of `field` by this principal, as POST /api/upload records it; returns its url. */
export async function insertUpload(
  db: Database,
  principal: Principal,
  field: string,
): Promise<string> {
  const image = ['repersentative_photo', 'signature', 'stamp'].includes(field);
  const storageKey = `${randomBytes(16).toString('hex')}.${image ? 'png' : 'pdf'}`;
  await db.insert(documents).values({
    field,
    storageKey,
    originalName: `${field}.${image ? 'png' : 'pdf'}`,
    mimeType: image ? 'image/png' : 'application/pdf',
    sizeBytes: 1024,
    ...uploaderFields(principal),
  });
  return documentUrl(storageKey);
}

export async function uploadsFor(
  db: Database,
  principal: Principal,
  fields: readonly string[],
): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  for (const field of fields) urls[field] = await insertUpload(db, principal, field);
  return urls;
}

export async function categoryId(db: Database, name: string): Promise<number> {
  const [row] = await db
    .select({ id: membershipCategories.id })
    .from(membershipCategories)
    .where(eq(membershipCategories.name, name));
  if (!row) throw new Error(`no category ${name}`);
  return row.id;
}

export async function stateOf(db: Database, zone: ZoneCode): Promise<number> {
  const [row] = await db
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.zone, zone)))
    .orderBy(asc(states.id))
    .limit(1);
  if (!row) throw new Error(`no state in ${zone}`);
  return row.id;
}

export const applicantPrincipal = (contact: { email: string; mobile: string }): Principal => ({
  kind: 'applicant',
  emails: [contact.email],
  mobiles: [contact.mobile],
});

export const STAR_DOCUMENTS = [
  'address_proof',
  'repersentative_photo',
  'aadhar_proof',
  'pan_proof',
] as const;
export const COMPANY_DOCUMENTS = [
  'address_proof',
  'repersentative_photo',
  'turnover_certificate',
  'moa',
  'aoa',
  'portaldirector',
  'resolution',
  'incorporation_certificate',
] as const;

export async function starBasicDetails(
  db: Database,
  urls: Record<string, string>,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    name: 'Asha Rao',
    email: STAR_APPLICANT.email,
    dob: '1990-05-17',
    mobile_number: STAR_APPLICANT.mobile,
    primary_number: STAR_APPLICANT.mobile,
    same_number: 1,
    zone: 'south',
    state: await stateOf(db, 'south'),
    gst_number: '',
    pan_number: 'ABCDE1234F',
    company_name: 'Asha Events',
    registered_address: '12 Lake Road, Bengaluru',
    membership_id: await categoryId(db, 'Star'),
    journey: 'new',
    is_admin: 0,
    is_draft: 0,
    steps: 1,
    privacy_consent: 1,
    ...urls,
    ...overrides,
  };
}

export async function companyBasicDetails(
  db: Database,
  urls: Record<string, string>,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    name: 'Vikram Shah',
    email: COMPANY_APPLICANT.email,
    dob: '1980-01-02',
    mobile_number: COMPANY_APPLICANT.mobile,
    primary_number: '9123456791',
    same_number: 0,
    zone: 'west',
    state: await stateOf(db, 'west'),
    gst_number: '27aabcs1234a1z1',
    pan_number: 'aabcs1234a',
    company_name: 'Shah Sound Pvt Ltd',
    registered_address: '4 Marine Drive, Mumbai',
    size_of_company: '25-50',
    org_type: 'company',
    incorporation_date: '2015-03-01',
    membership_id: await categoryId(db, 'Gold'),
    journey: 'new',
    is_admin: 0,
    is_draft: 0,
    steps: 1,
    privacy_consent: 1,
    ...urls,
    ...overrides,
  };
}

export const proposerRows = (
  first: { email: string; mobile: string } = MEMBER_1,
  second: { email: string; mobile: string } = MEMBER_2,
) => [
  {
    row_id: 1,
    name: 'Mehta Events Pvt Ltd',
    director: 'Aarav Mehta',
    email: first.email,
    mobile_number: first.mobile,
  },
  {
    row_id: 2,
    name: 'Nair Entertainment LLP',
    director: 'Priya Nair',
    email: second.email,
    mobile_number: second.mobile,
  },
];

export const otherDetails = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  description: DESCRIPTION,
  meta: 'https://facebook.com/asha.events',
  linkedin: 'https://www.linkedin.com/company/asha-events',
  instagram: '',
  youtube: '',
  membership_checked: 1,
  is_draft: 0,
  is_admin: 0,
  steps: 4,
  ...overrides,
});

/** A multipart/form-data body of text fields, as the form posts it. */
export function multipart(fields: Record<string, unknown>): { payload: string; headers: Headers } {
  const boundary = `----portico${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) => {
    const text =
      typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '');
    return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`;
  });
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function api(app: App) {
  async function post<T = unknown>(
    url: string,
    body: Record<string, unknown>,
    headers: Headers = {},
    encoding: 'json' | 'multipart' = 'json',
  ) {
    const request =
      encoding === 'multipart'
        ? (() => {
            const form = multipart(body);
            return { payload: form.payload, headers: { ...headers, ...form.headers } };
          })()
        : { payload: body, headers };
    const response = await app.inject({ method: 'POST', url, ...request });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }
  async function get<T = unknown>(url: string, headers: Headers = {}) {
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }
  return { post, get };
}
