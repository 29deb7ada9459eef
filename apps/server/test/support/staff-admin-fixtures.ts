// Test helpers of the back-office calls: applications at a given stage inserted directly (one by one,
// or thousands at once with generate_series), bulk members, and request helpers. Used only by tests.
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import { resultRows, type Database } from '../../src/db/client';
import {
  applications,
  membershipCategories,
  planHistory,
  type ReviewStage,
  type ZoneCode,
} from '../../src/db/schema';

export type Headers = Record<string, string>;

export type Envelope<T = unknown> = {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
  data?: T;
};

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export function request(app: App) {
  async function call<T>(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Headers = {},
    payload?: unknown,
  ) {
    const response = await app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      body: (isJson ? response.json() : {}) as Envelope<T>,
      text: response.body,
      headers: response.headers,
    };
  }
  return {
    get: <T>(url: string, headers?: Headers) => call<T>('GET', url, headers),
    post: <T>(url: string, payload: unknown, headers?: Headers) =>
      call<T>('POST', url, headers, payload),
    patch: <T>(url: string, payload: unknown, headers?: Headers) =>
      call<T>('PATCH', url, headers, payload),
  };
}

export async function categoryIdOf(db: Database, name: string): Promise<number> {
  const [row] = await db
    .select({ id: membershipCategories.id })
    .from(membershipCategories)
    .where(eq(membershipCategories.name, name));
  if (!row) throw new Error(`no category ${name}`);
  return row.id;
}

export type QueueApplication = {
  name: string;
  company?: string;
  email?: string;
  mobile?: string;
  zone?: ZoneCode;
  category?: string;
  journey?: 'new' | 'upgrade';
  stage?: ReviewStage;
  submittedAt?: Date | null;
};

let sequence = 0;

/** One application with its current plan-history row at `stage` (default zone_manager). */
export async function insertQueueApplication(
  db: Database,
  input: QueueApplication,
): Promise<{ id: number; appId: string; historyId: number }> {
  sequence += 1;
  const [next] = resultRows<{ id: string | number }>(
    await db.execute(sql`select nextval(pg_get_serial_sequence('applications', 'id')) as id`),
  );
  const id = Number(next?.id);
  const appId = `PA-${String(id).padStart(6, '0')}`;
  const categoryId = await categoryIdOf(db, input.category ?? 'Silver');
  const journey = input.journey ?? 'new';
  const stage = input.stage ?? 'zone_manager';
  await db.insert(applications).values({
    id,
    appId,
    journey,
    categoryId,
    name: input.name,
    email: input.email ?? `applicant${sequence}-${id}@example.com`,
    mobileNumber: input.mobile ?? `97${String(id).padStart(8, '0')}`,
    companyName: input.company ?? `${input.name} Events`,
    zone: input.zone ?? 'north',
    isDraft: stage === 'draft',
    steps: stage === 'draft' ? 1 : 4,
    submittedAt:
      input.submittedAt === undefined ? (stage === 'draft' ? null : new Date()) : input.submittedAt,
  });
  const [history] = await db
    .insert(planHistory)
    .values({
      applicationId: id,
      categoryId,
      historyType: journey,
      appFilled: stage !== 'draft',
      reviewStage: stage,
      cancelled: stage === 'cancelled',
    })
    .returning({ id: planHistory.id });
  return { id, appId, historyId: history?.id ?? 0 };
}

/**
 * `count` applications at once (INSERT … SELECT generate_series): names 'Bulk Applicant <n>', zones
 * in turn, one per second of submission time going back from now, each with a plan-history row.
 */
export async function insertBulkApplications(
  db: Database,
  count: number,
  options: { stage?: ReviewStage; category?: string } = {},
): Promise<void> {
  const categoryId = await categoryIdOf(db, options.category ?? 'Silver');
  const stage = options.stage ?? 'zone_manager';
  await db.execute(sql`
    with ids as (
      select nextval(pg_get_serial_sequence('applications', 'id'))::int as id, n
      from generate_series(1, ${count}::int) as n
    ), inserted as (
      insert into applications (id, app_id, journey, category_id, name, email, mobile_number,
        company_name, zone, is_draft, steps, submitted_at)
      select id, 'PA-' || lpad(id::text, 6, '0'), 'new', ${categoryId}, 'Bulk Applicant ' || n,
        'bulk' || n || '@example.com', '96' || lpad(n::text, 8, '0'), 'Bulk Company ' || n,
        (array['north','east','west','south'])[1 + n % 4], false, 4,
        now() - make_interval(secs => n)
      from ids
      returning id
    )
    insert into plan_history (application_id, category_id, history_type, app_filled, review_stage)
    select id, ${categoryId}, 'new', true, ${stage} from inserted`);
}

/** `count` members at once, each with one membership period ending `n` days from now. */
export async function insertBulkMembers(
  db: Database,
  count: number,
  options: { category?: string } = {},
): Promise<void> {
  const categoryId = await categoryIdOf(db, options.category ?? 'Gold');
  await db.execute(sql`
    with inserted as (
      insert into members (member_number, email, mobile_number, name, company_name, category_id,
        status, zone)
      select 'BM-' || lpad(n::text, 6, '0'), 'bulk.member' || n || '@example.com',
        '95' || lpad(n::text, 8, '0'), 'Bulk Member ' || n, 'Bulk Firm ' || n, ${categoryId},
        'active', (array['north','east','west','south'])[1 + n % 4]
      from generate_series(1, ${count}::int) as n
      returning id, member_number
    )
    insert into membership_periods (member_id, category_id, starts_at, ends_at)
    select id, ${categoryId}, now() - interval '1 year',
      now() + make_interval(days => substr(member_number, 4)::int)
    from inserted`);
}

/** A small RFC 4180 reader, to check that what we write reads back as the values we meant. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
