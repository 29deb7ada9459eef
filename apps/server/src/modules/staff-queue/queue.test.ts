import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer, bearer, staffBearer } from '../../../test/support/tokens';
import { members, reviewDecisions, staff } from '../../db/schema';
import { QUEUE_SORTS, REVIEW_STAGE_VALUES } from '@portico/domain/contracts/values';
import type { QueueItem } from './queue.service';
import {
  categoryIdOf,
  insertBulkApplications,
  insertQueueApplication,
  request,
  type Page,
} from '../../../test/support/staff-admin-fixtures';

const t = useTestApp();

const ist = (text: string) => new Date(`${text}+05:30`);

/** Eight applications across stages, zones, categories and journeys (plus the 8 seeded paid ones). */
async function seedQueue() {
  const rows = {
    asha: await insertQueueApplication(t.db, {
      name: 'Asha Rao',
      company: 'Rao Weddings',
      email: 'asha.rao@example.com',
      mobile: '9123456780',
      zone: 'north',
      category: 'Silver',
      stage: 'zone_manager',
      // Late evening in India: still 10 March there, already past midnight nowhere else that matters.
      submittedAt: ist('2025-03-10T23:30:00'),
    }),
    bharat: await insertQueueApplication(t.db, {
      name: 'Bharat Kumar',
      company: 'Kumar Sound',
      zone: 'south',
      category: 'Gold',
      journey: 'upgrade',
      stage: 'accounts',
      submittedAt: ist('2025-03-11T10:00:00'),
    }),
    chitra: await insertQueueApplication(t.db, {
      name: 'Chitra Menon',
      company: 'Menon Lights',
      zone: 'north',
      category: 'Gold',
      stage: 'governing_body',
      submittedAt: ist('2025-03-12T10:00:00'),
    }),
    dev: await insertQueueApplication(t.db, {
      name: 'Dev Patel',
      company: 'Patel Stages',
      zone: 'west',
      category: 'Star',
      stage: 'references',
      submittedAt: ist('2025-03-13T10:00:00'),
    }),
    esha: await insertQueueApplication(t.db, {
      name: 'Esha Gupta',
      zone: 'north',
      stage: 'draft',
      submittedAt: null,
    }),
    farhan: await insertQueueApplication(t.db, {
      name: 'Farhan Ali',
      zone: 'east',
      category: 'Platinum',
      stage: 'approved',
      submittedAt: ist('2025-03-14T10:00:00'),
    }),
    gita: await insertQueueApplication(t.db, {
      name: 'gita sharma',
      company: '100% Fun_Events',
      zone: 'south',
      stage: 'zone_manager',
      submittedAt: ist('2025-03-15T10:00:00'),
    }),
    hari: await insertQueueApplication(t.db, {
      name: 'Hari Iyer',
      zone: 'north',
      stage: 'governing_body',
      submittedAt: ist('2025-03-09T10:00:00'),
    }),
  };
  return rows;
}

type Queue = Page<QueueItem>;

/** Every stage but draft and paid: the applications of seedQueue() that are not drafts. */
const UNPAID = 'zone_manager,accounts,references,governing_body,approved,changes_requested';

async function queue(query: string, email = 'admin@example.com') {
  const headers = await staffBearer(t.app, t.db, email);
  return request(t.app).get<Queue>(`/api/staff/applications${query}`, headers);
}

const names = (page: Queue | undefined) => page?.items.map((item) => item.name) ?? [];

describe('GET /api/staff/applications: listing', () => {
  it('lists submitted applications newest first with a total, leaving drafts out', async () => {
    const rows = await seedQueue();
    const all = await queue('?pageSize=5');
    expect(all.status).toBe(200);
    expect(all.body.success).toBe(true);
    // 7 submitted here + the 8 seeded paid members' applications.
    expect(all.body.data).toMatchObject({ total: 15, page: 1, pageSize: 5 });
    // The seeded rows have no submission time and sort by creation (relative to today's clock).
    const { body } = await queue(`?pageSize=5&stage=${UNPAID}`);
    expect(body.data?.total).toBe(7);
    expect(names(body.data)).toEqual([
      'gita sharma',
      'Farhan Ali',
      'Dev Patel',
      'Chitra Menon',
      'Bharat Kumar',
    ]);
    expect(body.data?.items[4]).toEqual({
      id: rows.bharat.id,
      app_id: rows.bharat.appId,
      name: 'Bharat Kumar',
      company_name: 'Kumar Sound',
      email: expect.stringContaining('@example.com'),
      mobile_number: expect.stringMatching(/^97\d{8}$/),
      zone: 'south',
      category: { id: await categoryIdOf(t.db, 'Gold'), name: 'Gold' },
      journey: 'upgrade',
      review_stage: 'accounts',
      submitted_at: '2025-03-11T04:30:00.000Z',
    });
  });

  it('pages through the results on the server', async () => {
    await seedQueue();
    const first = await queue('?stage=zone_manager,accounts,references,governing_body&pageSize=2');
    const second = await queue(
      '?stage=zone_manager,accounts,references,governing_body&pageSize=2&page=2',
    );
    const third = await queue(
      '?stage=zone_manager,accounts,references,governing_body&pageSize=2&page=3',
    );
    expect(first.body.data?.total).toBe(6);
    expect(names(first.body.data)).toEqual(['gita sharma', 'Dev Patel']);
    expect(names(second.body.data)).toEqual(['Chitra Menon', 'Bharat Kumar']);
    expect(names(third.body.data)).toEqual(['Asha Rao', 'Hari Iyer']);
    const beyond = await queue('?stage=zone_manager&page=9');
    expect(beyond.body.data).toMatchObject({ items: [], total: 2, page: 9 });
  });

  it('pages through thousands of rows with a correct total', async () => {
    await insertBulkApplications(t.db, 2_500, { stage: 'accounts' });
    const { body } = await queue('?stage=accounts&pageSize=100&page=25');
    expect(body.data?.total).toBe(2_500);
    expect(body.data?.items).toHaveLength(100);
    // Newest first: bulk row n was submitted n seconds ago.
    expect(body.data?.items[0]?.name).toBe('Bulk Applicant 2401');
    expect(body.data?.items[99]?.name).toBe('Bulk Applicant 2500');
  });

  it.each([
    ['name', ['Asha Rao', 'Bharat Kumar', 'Chitra Menon', 'Dev Patel']],
    ['-name', ['Hari Iyer', 'gita sharma', 'Farhan Ali', 'Dev Patel']],
    ['submitted_at', ['Hari Iyer', 'Asha Rao', 'Bharat Kumar', 'Chitra Menon']],
    ['-submitted_at', ['gita sharma', 'Farhan Ali', 'Dev Patel', 'Chitra Menon']],
  ])('sorts by %s (names without regard to case)', async (sort, expected) => {
    await seedQueue();
    const { body } = await queue(
      `?sort=${sort}&stage=zone_manager,accounts,references,governing_body,approved&pageSize=4`,
    );
    expect(names(body.data)).toEqual(expected);
  });
});

describe('GET /api/staff/applications: the queue as it opens', () => {
  // Without filters the page comes from a prepared statement (queue.repository.ts); with every stage
  // but draft named, the same rows come from the query built for filters.
  const everyStageButDraft = REVIEW_STAGE_VALUES.filter((stage) => stage !== 'draft').join(',');

  it.each(QUEUE_SORTS)('sorted by %s, pages as the filtered query does', async (sort) => {
    await seedQueue();
    for (const page of [1, 2, 3, 4]) {
      const opened = await queue(`?sort=${sort}&pageSize=4&page=${page}`);
      const filtered = await queue(
        `?sort=${sort}&pageSize=4&page=${page}&stage=${everyStageButDraft}`,
      );
      expect(opened.status).toBe(200);
      expect(opened.body.data).toEqual(filtered.body.data);
    }
    const first = await queue(`?sort=${sort}&pageSize=4`);
    expect(first.body.data?.items).toHaveLength(4);
  });
});

describe('GET /api/staff/applications: filters', () => {
  it.each([
    ['?stage=zone_manager', ['gita sharma', 'Asha Rao']],
    ['?stage=governing_body,references', ['Dev Patel', 'Chitra Menon', 'Hari Iyer']],
    ['?stage=draft', ['Esha Gupta']],
    [`?zone=north&stage=${UNPAID}`, ['Chitra Menon', 'Asha Rao', 'Hari Iyer']],
    ['?zone=north&stage=paid', ['Aarav Mehta', 'Vikram Singh']],
    ['?journey=upgrade', ['Bharat Kumar']],
    ['?from=2025-03-12&to=2025-03-13', ['Dev Patel', 'Chitra Menon']],
    ['?from=2025-03-14', ['gita sharma', 'Farhan Ali']],
    // Dates are Indian calendar days: 23:30 IST on the 10th belongs to the 10th.
    ['?to=2025-03-10', ['Asha Rao', 'Hari Iyer']],
    ['?from=2025-03-11&to=2025-03-11', ['Bharat Kumar']],
    ['?zone=north&stage=governing_body', ['Chitra Menon', 'Hari Iyer']],
  ])('%s', async (query, expected) => {
    await seedQueue();
    const { status, body } = await queue(query);
    expect(status).toBe(200);
    expect(names(body.data)).toEqual(expected);
    expect(body.data?.total).toBe(expected.length);
  });

  it('filters by category', async () => {
    await seedQueue();
    const gold = await categoryIdOf(t.db, 'Gold');
    const { body } = await queue(`?category=${gold}&stage=accounts,governing_body`);
    expect(names(body.data)).toEqual(['Chitra Menon', 'Bharat Kumar']);
  });

  it.each([
    ['asha', ['Asha Rao']],
    ['GITA', ['gita sharma']],
    ['menon lig', ['Chitra Menon']],
    ['ASHA.RAO@EXAMPLE', ['Asha Rao']],
    ['91234 56780', ['Asha Rao']],
    ['56780', ['Asha Rao']],
    ['100%', ['gita sharma']],
    ['fun_', ['gita sharma']],
    // The user's % and _ are literal characters, not wildcards.
    ['%', ['gita sharma']],
    ['_', ['gita sharma']],
    ['a%a', []],
  ])('searches name, company, email and mobile: q=%s', async (q, expected) => {
    await seedQueue();
    const { body } = await queue(`?q=${encodeURIComponent(q)}`);
    expect(names(body.data)).toEqual(expected);
  });

  it('searches the application number, in full or by its digits', async () => {
    const rows = await seedQueue();
    const byNumber = await queue(`?q=${rows.dev.appId.toLowerCase()}`);
    expect(names(byNumber.body.data)).toEqual(['Dev Patel']);
    const byDigits = await queue(`?q=${rows.dev.appId.slice(-4)}`);
    expect(names(byDigits.body.data)).toContain('Dev Patel');
  });

  it.each([
    '+91 91234 56780',
    '+91-9123456780',
    '919123456780',
    '091234-56780',
    '(0091) 91234 56780',
  ])('finds a mobile written with a country code or trunk 0 (decision 090): q=%s', async (q) => {
    await seedQueue();
    const { body } = await queue(`?q=${encodeURIComponent(q)}`);
    expect(names(body.data)).toEqual(['Asha Rao']);
  });

  it('finds an application by its number however written, and a bare number only exactly', async () => {
    const rows = await seedQueue();
    const id = String(rows.dev.id);
    for (const q of [`PA-${id}`, `pa${id}`, `PA ${id.padStart(6, '0')}`, id, rows.dev.appId]) {
      const { body } = await queue(`?q=${encodeURIComponent(q)}`);
      expect(names(body.data), q).toEqual(['Dev Patel']);
    }
    // A bare short number is an id, not every application whose text contains the digit.
    const digit = id.slice(-1);
    const { body } = await queue(`?q=${digit}`);
    const serials = body.data?.items.map((item) => Number(item.app_id.replace(/\D/g, '')));
    expect(serials?.filter((serial) => serial !== Number(digit))).toEqual([]);
  });

  it('treats empty parameters as absent', async () => {
    await seedQueue();
    const { status, body } = await queue('?stage=&zone=&q=&from=&page=&sort=');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 15, page: 1, pageSize: 20 });
  });

  it.each([
    ['?pageSize=101', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
    ['?pageSize=0', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
    ['?page=0', 'page', 'page must be a whole number of 1 or more'],
    ['?page=two', 'page', 'page must be a whole number of 1 or more'],
    ['?stage=zone_manager,waiting', 'stage', expect.stringMatching(/^stage must be one or more/)],
    ['?zone=central', 'zone', 'zone must be one of north, east, west, south'],
    ['?category=gold', 'category', 'category must be an id'],
    ['?journey=renew', 'journey', 'journey must be one of new, upgrade'],
    ['?from=2025-02-30', 'from', 'from must be a date (YYYY-MM-DD)'],
    ['?to=10-03-2025', 'to', 'to must be a date (YYYY-MM-DD)'],
    ['?from=2025-03-12&to=2025-03-11', 'to', 'to must not be before from'],
    ['?sort=email', 'sort', expect.stringMatching(/^sort must be one of submitted_at/)],
    ['?mine=yes', 'mine', 'mine must be 0 or 1'],
    [`?q=${'x'.repeat(101)}`, 'q', 'q must be at most 100 characters'],
  ])('answers 400 for %s', async (query, field, message) => {
    const { status, body } = await queue(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors?.[field]).toEqual(message);
  });
});

describe('GET /api/staff/applications: who sees what', () => {
  it('keeps a zone manager to their zones', async () => {
    await seedQueue();
    const { body } = await queue('', 'zm.north@example.com');
    // Asha, Chitra, Hari and the two seeded north members' applications.
    expect(body.data?.items.every((item) => item.zone === 'north')).toBe(true);
    expect(names(body.data)).toEqual(
      expect.arrayContaining(['Asha Rao', 'Chitra Menon', 'Hari Iyer']),
    );
    expect(body.data?.total).toBe(5);
    expect((await queue('?zone=north', 'zm.north@example.com')).body.data?.total).toBe(5);
  });

  it('answers 403 when a zone manager filters on another zone', async () => {
    const { status, body } = await queue('?zone=south', 'zm.north@example.com');
    expect(status).toBe(403);
    expect(body).toEqual({
      success: false,
      message: 'You can only see applications of your own zones',
    });
  });

  it('lets every other staff role list every zone', async () => {
    await seedQueue();
    for (const email of ['office@example.com', 'accounts@example.com', 'gb1@example.com']) {
      expect((await queue('?stage=zone_manager', email)).body.data?.total).toBe(2);
    }
  });

  it('answers 401 without a token and 403 to applicants and members', async () => {
    const api = request(t.app);
    expect((await api.get('/api/staff/applications')).status).toBe(401);
    const applicant = await applicantBearer(t.app, { emails: ['asha.rao@example.com'] });
    expect((await api.get('/api/staff/applications', applicant)).status).toBe(403);
    const [member] = await t.db
      .select()
      .from(members)
      .where(eq(members.email, 'active@example.com'));
    const memberAuth = await bearer(t.app, {
      kind: 'member',
      memberId: member?.id ?? 0,
      userId: member?.applicationId ?? 0,
    });
    expect((await api.get('/api/staff/applications', memberAuth)).status).toBe(403);
    // Checked before the query: a stranger does not learn the validation rules.
    expect((await api.get('/api/staff/applications?pageSize=500', applicant)).status).toBe(403);
  });
});

describe('GET /api/staff/applications?mine=1 (waiting on me)', () => {
  async function gbApproves(historyId: number, email: string) {
    const [member] = await t.db.select().from(staff).where(eq(staff.email, email));
    await t.db.insert(reviewDecisions).values({
      planHistoryId: historyId,
      stage: 'governing_body',
      decision: 'approved',
      actorKind: 'staff',
      actorStaffId: member?.id ?? 0,
      actorLabel: email,
    });
  }

  it('shows a zone manager the zone-manager stage of their zones, oldest first', async () => {
    await seedQueue();
    await insertQueueApplication(t.db, {
      name: 'Ira North',
      zone: 'north',
      stage: 'zone_manager',
      submittedAt: ist('2025-03-01T10:00:00'),
    });
    const { body } = await queue('?mine=1', 'zm.north@example.com');
    expect(names(body.data)).toEqual(['Ira North', 'Asha Rao']);
    expect(names((await queue('?mine=1', 'zm.south@example.com')).body.data)).toEqual([
      'gita sharma',
    ]);
  });

  it('shows accounts the accounts stage', async () => {
    await seedQueue();
    const { body } = await queue('?mine=1', 'accounts@example.com');
    expect(names(body.data)).toEqual(['Bharat Kumar']);
  });

  it('shows a governing-body member what they have not yet approved', async () => {
    const rows = await seedQueue();
    await gbApproves(rows.hari.historyId, 'gb1@example.com');
    expect(names((await queue('?mine=1', 'gb1@example.com')).body.data)).toEqual(['Chitra Menon']);
    expect(names((await queue('?mine=1', 'gb2@example.com')).body.data)).toEqual([
      'Hari Iyer',
      'Chitra Menon',
    ]);
  });

  it('counts an approval given before a send-back as not given', async () => {
    const rows = await seedQueue();
    await gbApproves(rows.hari.historyId, 'gb1@example.com');
    await t.db.insert(reviewDecisions).values({
      planHistoryId: rows.hari.historyId,
      stage: 'governing_body',
      decision: 'changes_requested',
      actorKind: 'staff',
      actorStaffId: (await t.db.select().from(staff).where(eq(staff.email, 'gb2@example.com')))[0]
        ?.id,
      actorLabel: 'gb2@example.com',
    });
    expect(names((await queue('?mine=1', 'gb1@example.com')).body.data)).toEqual([
      'Hari Iyer',
      'Chitra Menon',
    ]);
  });

  it.each(['admin@example.com', 'office@example.com'])(
    'shows %s every open stage',
    async (email) => {
      await seedQueue();
      const { body } = await queue('?mine=1', email);
      expect(names(body.data)).toEqual([
        'Hari Iyer',
        'Asha Rao',
        'Bharat Kumar',
        'Chitra Menon',
        'Dev Patel',
        'gita sharma',
      ]);
    },
  );

  it('combines with the other filters', async () => {
    await seedQueue();
    const { body } = await queue('?mine=1&zone=north&q=asha');
    expect(names(body.data)).toEqual(['Asha Rao']);
  });
});
