// The people of the mixed load, made through the public API and the bench-only routes both
// commits have (so a baseline commit can be measured the same way): a seeded member, the seeded
// admin, applicants with a saved draft each, and members with a live login code each.
import pg from 'pg';
import type { Principal } from '../../apps/server/src/modules/auth/principal';
import { createTokenService, newSessionId } from '../../apps/server/src/modules/auth/tokens';
import { getJson, postJson, postMultipart } from './http';
import type { CheckoutServer } from './checkout-server';
import {
  BENCH_APP_SECRET,
  BENCH_LOGIN_CODES_ROUTE,
  BENCH_MEMBER_ROUTE,
  type BenchMember,
} from './routes';

export type Auth = { authorization: string };
export type Applicant = { headers: Auth; body: string; id: number };

export type MixedFixtures = {
  member: { headers: Auth; userId: number };
  staff: Auth;
  applicants: Applicant[];
  /** Members with a live login code, each used once; `nextLogin` counts them off. */
  loginEmails: string[];
};

type Envelope<T> = { success: boolean; message?: string; data?: T };

const tokens = createTokenService(BENCH_APP_SECRET);

/** Small files that pass the content checks (the PDF and PNG signatures); the baseline wants them. */
const PDF = Buffer.alloc(2048, 0x20);
PDF.write('%PDF-1.7\n', 0, 'latin1');
const PNG = Buffer.alloc(1024);
PNG.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
const DOCUMENTS = ['address_proof', 'repersentative_photo', 'aadhar_proof', 'pan_proof'];

async function upload(server: CheckoutServer, headers: Auth, field: string): Promise<string> {
  const photo = field === 'repersentative_photo';
  const answer = await postMultipart<Envelope<never> & { url?: string }>(
    `${server.baseUrl}/api/upload`,
    headers,
    { field },
    photo
      ? { field: 'file', name: 'photo.png', type: 'image/png', content: PNG }
      : { field: 'file', name: `${field}.pdf`, type: 'application/pdf', content: PDF },
  );
  if (answer.status !== 200 || !answer.body.url) {
    throw new Error(`${server.label} upload ${field}: ${answer.status} ${answer.body.message}`);
  }
  return answer.body.url;
}

/** Signed as a login signs: in a session, so each request pays the revocation check logout needs. */
async function bearer(principal: Principal): Promise<Auth> {
  return { authorization: `Bearer ${await tokens.sign(principal, { sessionId: newSessionId() })}` };
}

async function staffHeader(databaseUrl: string, email: string): Promise<Auth> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; role: string; zone: string | null }>(
      'select s.id, r.role, r.zone from staff s join staff_roles r on r.staff_id = s.id where s.email = $1',
      [email],
    );
    const first = rows[0];
    if (!first) throw new Error(`no seeded staff member ${email}`);
    return await bearer({
      kind: 'staff',
      staffId: first.id,
      email,
      roles: [...new Set(rows.map((row) => row.role))] as never,
      zones: rows.flatMap((row) => (row.zone ? [row.zone] : [])) as never,
    });
  } finally {
    await client.end();
  }
}

async function draftOf(
  server: CheckoutServer,
  index: number,
  form: { starId: number; stateId: number },
): Promise<Applicant> {
  const email = `bench.mixed.${index}@example.com`;
  const mobile = `93${String(index).padStart(8, '0')}`;
  const headers = await bearer({ kind: 'applicant', emails: [email], mobiles: [mobile] });
  const details: Record<string, unknown> = {
    name: 'Bench Applicant',
    email,
    dob: '1990-05-17',
    mobile_number: mobile,
    primary_number: mobile,
    same_number: 1,
    zone: 'south',
    state: form.stateId,
    gst_number: '',
    pan_number: 'ABCDE1234F',
    company_name: 'Bench Events',
    registered_address: '12 Lake Road, Bengaluru',
    membership_id: form.starId,
    journey: 'new',
    is_admin: 0,
    is_draft: 1,
    steps: 1,
    privacy_consent: 1,
  };
  for (const field of DOCUMENTS) details[field] = await upload(server, headers, field);
  const saved = await postJson<Envelope<number>>(`${server.baseUrl}/api/step_1`, headers, details);
  if (saved.status !== 200 || typeof saved.body.data !== 'number') {
    throw new Error(`${server.label} step_1: ${saved.status} ${saved.body.message}`);
  }
  const id = saved.body.data;
  return { headers, id, body: JSON.stringify({ ...details, id }) };
}

/** Members with a live login code each (the bench route inserts them in batches of 1,000). */
export async function addLoginCodes(
  server: CheckoutServer,
  fixtures: MixedFixtures,
  count: number,
): Promise<void> {
  for (let made = 0; made < count; made += 1000) {
    const batch = await postJson<string[]>(
      `${server.baseUrl}${BENCH_LOGIN_CODES_ROUTE}`,
      {},
      { count: Math.min(1000, count - made), offset: fixtures.loginEmails.length },
    );
    if (batch.status !== 200) throw new Error(`${server.label} login codes: ${batch.status}`);
    fixtures.loginEmails.push(...batch.body);
  }
}

export async function mixedFixtures(
  server: CheckoutServer,
  applicantCount: number,
): Promise<MixedFixtures> {
  const read = async <T>(path: string): Promise<T> =>
    (await getJson<Envelope<T>>(`${server.baseUrl}${path}`)).body.data as T;
  const categories = await read<{ id: number; name: string }[]>('/api/membership');
  const states = await read<{ id: number }[]>('/api/state/south');
  const starId = categories.find((category) => category.name === 'Star')?.id;
  const stateId = states[0]?.id;
  if (starId === undefined || stateId === undefined) throw new Error('seed data missing');
  const member = (
    await getJson<BenchMember>(`${server.baseUrl}${BENCH_MEMBER_ROUTE}?email=active@example.com`)
  ).body;
  const applicants: Applicant[] = [];
  for (let index = 0; index < applicantCount; index += 1) {
    applicants.push(await draftOf(server, index, { starId, stateId }));
  }
  return {
    member: { headers: await bearer({ kind: 'member', ...member }), userId: member.userId },
    staff: await staffHeader(server.databaseUrl, 'admin@example.com'),
    applicants,
    loginEmails: [],
  };
}
