// The applicant-journey budgets: reading an application, and saving tab 1 with two fresh 1 MB
// documents. The server runs in its own process (support/server.ts); this process only generates load.
import type { DriverName } from '../apps/server/src/db/client';
import { newSessionId } from '../apps/server/src/modules/auth/tokens';
import { compare, type Comparison } from './support/autocannon';
import { postJson, postMultipart } from './support/http';
import { BARE_PK_ROUTE } from './support/routes';
import { startBenchServer, type BenchServer } from './support/server';

/** Budgets of the applicant-journey issue. */
export const GET_APPLICATION_RATIO_BUDGET = 0.5;
export const STEP1_SAVES_PER_SECOND_BUDGET = 100;

const ONE_MB = 1024 * 1024;

/** A 1 MB file that passes the content check (starts with the PDF magic bytes). */
const PDF_OF_ONE_MEGABYTE = Buffer.alloc(ONE_MB, 0x20);
PDF_OF_ONE_MEGABYTE.write('%PDF-1.7\n', 0, 'latin1');

/** A 1 kB file that passes the content check of a photo (the PNG signature). */
const PNG_OF_ONE_KILOBYTE = Buffer.alloc(1024);
PNG_OF_ONE_KILOBYTE.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);

type Applicant = { email: string; mobile: string; headers: { authorization: string } };
type FormFixtures = { starId: number; southStateId: number };
type Envelope<T> = { success: boolean; message?: string; data?: T; url?: string };

async function applicantFor(server: BenchServer, index: number): Promise<Applicant> {
  const email = `bench.applicant.${index}@example.com`;
  const mobile = `97${String(index).padStart(8, '0')}`;
  // In a session, as verify_otp issues it: each request then pays the revocation check logout needs.
  const token = await server.tokens.sign(
    { kind: 'applicant', emails: [email], mobiles: [mobile] },
    { sessionId: newSessionId() },
  );
  return { email, mobile, headers: { authorization: `Bearer ${token}` } };
}

/** The Star category and a state of the south zone, read through the public API. */
async function formFixtures(server: BenchServer): Promise<FormFixtures> {
  const get = async <T>(path: string): Promise<T> =>
    ((await (await fetch(`${server.baseUrl}${path}`)).json()) as Envelope<T>).data as T;
  const categories = await get<{ id: number; name: string }[]>('/api/membership');
  const states = await get<{ id: number }[]>('/api/state/south');
  const starId = categories.find((category) => category.name === 'Star')?.id;
  const southStateId = states[0]?.id;
  if (starId === undefined || southStateId === undefined) throw new Error('seed data missing');
  return { starId, southStateId };
}

async function upload(
  server: BenchServer,
  applicant: Applicant,
  field: string,
  old?: string,
): Promise<string> {
  const photo = field === 'repersentative_photo';
  const response = await postMultipart<Envelope<never>>(
    `${server.baseUrl}/api/upload`,
    applicant.headers,
    old ? { field, old_file_name: old } : { field },
    photo
      ? { field: 'file', name: 'photo.png', type: 'image/png', content: PNG_OF_ONE_KILOBYTE }
      : {
          field: 'file',
          name: `${field}.pdf`,
          type: 'application/pdf',
          content: PDF_OF_ONE_MEGABYTE,
        },
  );
  if (response.status !== 200 || !response.body.url) {
    throw new Error(`upload ${field}: ${response.status} ${response.body.message}`);
  }
  return response.body.url;
}

function starDetails(applicant: Applicant, fixtures: FormFixtures): Record<string, unknown> {
  return {
    name: 'Bench Applicant',
    email: applicant.email,
    dob: '1990-05-17',
    mobile_number: applicant.mobile,
    primary_number: applicant.mobile,
    same_number: 1,
    zone: 'south',
    state: fixtures.southStateId,
    gst_number: '',
    pan_number: 'ABCDE1234F',
    company_name: 'Bench Events',
    registered_address: '12 Lake Road, Bengaluru',
    membership_id: fixtures.starId,
    journey: 'new',
    is_admin: 0,
    is_draft: 1,
    steps: 1,
    privacy_consent: 1,
  };
}

async function saveStep1(
  server: BenchServer,
  applicant: Applicant,
  body: Record<string, unknown>,
): Promise<number> {
  const response = await postJson<Envelope<number>>(
    `${server.baseUrl}/api/step_1`,
    applicant.headers,
    body,
  );
  if (response.status !== 200 || typeof response.body.data !== 'number') {
    throw new Error(`step_1: ${response.status} ${response.body.message}`);
  }
  return response.body.data;
}

type Session = { applicant: Applicant; details: Record<string, unknown>; id: number };

/** An applicant with a saved Star application and its four documents. */
async function seededApplication(
  server: BenchServer,
  fixtures: FormFixtures,
  index: number,
): Promise<Session> {
  const applicant = await applicantFor(server, index);
  const documents: Record<string, string> = {};
  for (const field of ['address_proof', 'repersentative_photo', 'aadhar_proof', 'pan_proof']) {
    documents[field] = await upload(server, applicant, field);
  }
  const details = { ...starDetails(applicant, fixtures), ...documents };
  const id = await saveStep1(server, applicant, details);
  return { applicant, details: { ...details, id }, id };
}

/**
 * getApplication against a bare route doing the same primary-key read of the application row with
 * the same driver, in the same (server) process.
 */
export async function benchGetApplication(driver: DriverName): Promise<Comparison> {
  const server = await startBenchServer(driver);
  try {
    const { applicant, id } = await seededApplication(server, await formFixtures(server), 1);
    return await compare(
      `${server.baseUrl}${BARE_PK_ROUTE.replace(':id', String(id))}`,
      `${server.baseUrl}/api/getApplication/${id}`,
      { headers: applicant.headers },
    );
  } finally {
    await server.stop();
  }
}

export type SaveThroughput = {
  savesPerSecond: number;
  saves: number;
  failures: number;
  seconds: number;
  /** Latency of one whole save (both uploads and the step_1 call). */
  p50Ms: number;
  p99Ms: number;
  /** Median latency of its two parts: the pair of uploads, and the step_1 call. */
  uploadsP50Ms: number;
  step1P50Ms: number;
  /** CPU time of the server process per counted save (Linux only). */
  serverCpuMsPerSave: number | undefined;
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/**
 * A save as the form makes it: two 1 MB documents uploaded at once (each replacing the previous
 * one) and step_1 re-saved with their urls; `clients` applicants doing this back to back. Saves
 * finished in the first `warmupSeconds` are not counted; every client finishes its save in progress
 * before the server stops.
 */
export async function benchStep1Saves(
  driver: DriverName,
  { clients = 20, seconds = 10, warmupSeconds = 2 } = {},
): Promise<SaveThroughput> {
  const server = await startBenchServer(driver);
  try {
    const fixtures = await formFixtures(server);
    const sessions: Session[] = [];
    for (let index = 0; index < clients; index += 1) {
      sessions.push(await seededApplication(server, fixtures, 100 + index));
    }
    const latencies: number[] = [];
    const uploadLatencies: number[] = [];
    const step1Latencies: number[] = [];
    let failures = 0;
    const measureFrom = Date.now() + warmupSeconds * 1000;
    const deadline = measureFrom + seconds * 1000;
    let cpuAtStart: number | undefined;
    let cpuAtEnd: number | undefined;
    const cpuMarks = [
      setTimeout(() => (cpuAtStart = server.cpuMs()), measureFrom - Date.now()),
      setTimeout(() => (cpuAtEnd = server.cpuMs()), deadline - Date.now()),
    ];
    await Promise.all(
      sessions.map(async (session) => {
        while (Date.now() < deadline) {
          const started = Date.now();
          try {
            const [addressProof, panProof] = await Promise.all([
              upload(
                server,
                session.applicant,
                'address_proof',
                String(session.details.address_proof),
              ),
              upload(server, session.applicant, 'pan_proof', String(session.details.pan_proof)),
            ]);
            session.details = {
              ...session.details,
              address_proof: addressProof,
              pan_proof: panProof,
            };
            const uploaded = Date.now();
            await saveStep1(server, session.applicant, session.details);
            const finished = Date.now();
            if (finished >= measureFrom && finished <= deadline) {
              latencies.push(finished - started);
              uploadLatencies.push(uploaded - started);
              step1Latencies.push(finished - uploaded);
            }
          } catch (error) {
            failures += 1;
            if (failures === 1) console.warn(String(error));
          }
        }
      }),
    );
    for (const mark of cpuMarks) clearTimeout(mark);
    for (const list of [latencies, uploadLatencies, step1Latencies]) list.sort((a, b) => a - b);
    return {
      savesPerSecond: latencies.length / seconds,
      saves: latencies.length,
      failures,
      seconds,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      uploadsP50Ms: percentile(uploadLatencies, 0.5),
      step1P50Ms: percentile(step1Latencies, 0.5),
      serverCpuMsPerSave:
        cpuAtStart === undefined || cpuAtEnd === undefined || latencies.length === 0
          ? undefined
          : (cpuAtEnd - cpuAtStart) / latencies.length,
    };
  } finally {
    await server.stop();
  }
}
