// SQL of the applications module: the application row and what hangs off it (plan history, directors,
// proposers, documents), the member lookups of the proposer check and the audit log. Every function
// takes an Executor so the service can run a whole save inside one transaction.
import {
  and,
  asc,
  desc,
  eq,
  exists,
  getTableColumns,
  getTableName,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type Column,
  type SQLWrapper,
} from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { QueryBuilder, alias } from 'drizzle-orm/pg-core';
import { driverOf, resultRows, type Executor } from '../../db/client';
import { rowFromJson, rowsFromJson } from '../../db/json-rows';
import { statement, type Statement } from '../../db/statement';
import {
  applications,
  directors,
  documents,
  members,
  membershipCategories,
  planHistory,
  proposers,
  states,
} from '../../db/schema';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationInsert = typeof applications.$inferInsert;
export type ApplicationUpdate = Partial<Omit<ApplicationInsert, 'id' | 'appId' | 'createdAt'>>;
export type PlanHistoryRow = typeof planHistory.$inferSelect;
export type DirectorRow = typeof directors.$inferSelect;
export type ProposerRow = typeof proposers.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type CategoryRow = typeof membershipCategories.$inferSelect;
export type MemberRow = typeof members.$inferSelect;

/** Everything one application shows: the row and its related rows (findApplicationBundle). */
export type ApplicationBundle = {
  application: ApplicationRow;
  category: CategoryRow;
  planHistory: PlanHistoryRow | null;
  directors: DirectorRow[];
  proposers: ProposerRow[];
  /** The current (not replaced) documents, oldest first. */
  documents: DocumentRow[];
};

// ── Applications ──────────────────────────────────────────────────────────────────────────────

const applicationById = statement<{ application: unknown }>(
  'application_by_id',
  sql`select row_to_json(${applications}) as application from ${applications}
    where ${applications.id} = ${sql.placeholder('id')}`,
);

/** The application row (read on every access check: a statement built once). */
export async function findApplication(
  db: Executor,
  id: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await applicationById(db, { id });
  return row ? rowFromJson(applications, row.application) : undefined;
}

/** Reads the row and locks it until the transaction ends: a decision and a save queue up. */
export async function lockApplication(
  tx: Executor,
  id: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, id))
    .limit(1)
    .for('update');
  return row;
}

/** The readable number of an application: 'PA-' and the id, six digits at least. */
export function appIdFor(id: number): string {
  return `PA-${String(id).padStart(6, '0')}`;
}

/**
 * Inserts an application. The id is drawn from the identity sequence first, so the readable app_id
 * derives from it in the same INSERT: unique under any concurrency, no second UPDATE.
 */
export async function insertApplication(
  tx: Executor,
  values: Omit<ApplicationInsert, 'id' | 'appId'>,
): Promise<ApplicationRow> {
  const [next] = resultRows<{ id: string | number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence('applications', 'id')) as id`),
  );
  const id = Number(next?.id);
  const [row] = await tx
    .insert(applications)
    .values({ ...values, id, appId: appIdFor(id) })
    .returning();
  if (!row) throw new Error('insert into applications returned no row');
  return row;
}

/** A statement per set of updated columns (a save of one tab always updates the same set). */
const updateStatements = new Map<string, Statement<{ application: unknown }>>();

function updateStatement(columns: readonly string[], guarded: boolean) {
  const key = `${guarded ? 'guarded' : 'plain'}:${columns.join(',')}`;
  let found = updateStatements.get(key);
  if (!found) {
    const table = getTableColumns(applications);
    const assignments = columns.map((property) => {
      const column = table[property as keyof typeof table];
      return sql`${sql.identifier(column.name)} = ${sql.placeholder(property)}`;
    });
    const name = `application_update_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
    found = statement(
      name,
      sql`update ${applications} set ${sql.join(assignments, sql`, `)}
        where ${applications.id} = ${sql.placeholder('id')}
        ${
          guarded
            ? sql`and not exists (${filledNewApplications(
                otherApplication,
                {
                  email: sql.placeholder('contactEmail'),
                  mobile: sql.placeholder('contactMobile'),
                },
                sql.placeholder('id'),
              )})`
            : sql``
        }
        returning row_to_json(${applications}) as application`,
    );
    updateStatements.set(key, found);
  }
  return found;
}

/**
 * Updates the application (and its updated_at) with one statement built once per set of columns.
 * With `contactMustBeFree`, only while no other submitted new-journey application holds this email
 * or mobile number (the check of hasFilledNewApplication in the same statement): undefined when one
 * does, and nothing was updated. Without it, an unknown id is an error.
 */
export async function updateApplication(
  tx: Executor,
  id: number,
  values: ApplicationUpdate,
  contactMustBeFree?: { email: string; mobile: string },
): Promise<ApplicationRow | undefined> {
  const table = getTableColumns(applications);
  const driverValues: Record<string, unknown> = { id };
  const withTimestamp: ApplicationUpdate = { ...values, updatedAt: new Date() };
  for (const [property, value] of Object.entries(withTimestamp)) {
    if (value === undefined) continue;
    const column = table[property as keyof typeof table];
    driverValues[property] = value === null ? null : column.mapToDriverValue(value);
  }
  const columns = Object.keys(driverValues)
    .filter((property) => property !== 'id')
    .sort();
  if (contactMustBeFree) {
    driverValues.contactEmail = contactMustBeFree.email.toLowerCase();
    driverValues.contactMobile = contactMustBeFree.mobile;
  }
  const [row] = await updateStatement(columns, contactMustBeFree !== undefined)(tx, driverValues);
  if (!row) {
    if (contactMustBeFree) return undefined;
    throw new Error(`application ${id} vanished during a save`);
  }
  return rowFromJson(applications, row.application);
}

/** The applications table under another name, for a subquery inside a statement on applications. */
const otherApplication = alias(applications, 'other_application');

/**
 * Submitted (app_filled) new-journey applications of this email (lower case) or mobile number, but
 * `exceptId`; values or placeholders of a statement.
 */
function filledNewApplications(
  table: typeof applications | typeof otherApplication,
  contact: { email: string | SQLWrapper; mobile: string | SQLWrapper },
  exceptId: number | SQLWrapper | null,
) {
  return new QueryBuilder()
    .select({ id: table.id })
    .from(table)
    .innerJoin(planHistory, eq(planHistory.applicationId, table.id))
    .where(
      and(
        eq(table.journey, 'new'),
        eq(planHistory.historyType, 'new'),
        eq(planHistory.appFilled, true),
        or(sql`lower(${table.email}) = ${contact.email}`, eq(table.mobileNumber, contact.mobile)),
        exceptId === null ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
}

/**
 * Is there a submitted (app_filled) new-journey application for this email or mobile number, other
 * than `exceptId`? A second new application for the same person is refused.
 */
export async function hasFilledNewApplication(
  db: Executor,
  contact: { email: string; mobile: string },
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({
      taken: exists(
        filledNewApplications(
          applications,
          { email: contact.email.toLowerCase(), mobile: contact.mobile },
          exceptId,
        ),
      ),
    })
    .from(sql`(select 1) as one`);
  return row?.taken === true;
}

// ── Categories ────────────────────────────────────────────────────────────────────────────────

export async function findCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipCategories)
    .where(eq(membershipCategories.id, id))
    .limit(1);
  return row;
}

// ── Plan history ──────────────────────────────────────────────────────────────────────────────

function planHistoryQuery(db: Executor, application: Pick<ApplicationRow, 'id' | 'journey'>) {
  return db
    .select()
    .from(planHistory)
    .where(
      and(
        eq(planHistory.applicationId, application.id),
        eq(planHistory.historyType, application.journey),
      ),
    )
    .orderBy(desc(planHistory.id))
    .limit(1);
}

/** The application's plan-history row of its own journey (the newest, should there be several). */
export async function findPlanHistory(
  db: Executor,
  application: Pick<ApplicationRow, 'id' | 'journey'>,
): Promise<PlanHistoryRow | undefined> {
  const [row] = await planHistoryQuery(db, application);
  return row;
}

/** The newest plan history of an application, whatever its type (a member's current membership). */
export async function findLatestHistory(
  db: Executor,
  applicationId: number,
): Promise<PlanHistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(planHistory)
    .where(eq(planHistory.applicationId, applicationId))
    .orderBy(desc(planHistory.id))
    .limit(1);
  return row;
}

/** The same row as findPlanHistory(), locked until the transaction ends. */
export async function lockPlanHistory(
  tx: Executor,
  application: Pick<ApplicationRow, 'id' | 'journey'>,
): Promise<PlanHistoryRow | undefined> {
  const [row] = await planHistoryQuery(tx, application).for('update');
  return row;
}

export async function insertPlanHistory(
  tx: Executor,
  values: typeof planHistory.$inferInsert,
): Promise<PlanHistoryRow> {
  const [row] = await tx.insert(planHistory).values(values).returning();
  if (!row) throw new Error('insert into plan_history returned no row');
  return row;
}

export async function updatePlanHistory(
  tx: Executor,
  id: number,
  values: Partial<Pick<PlanHistoryRow, 'categoryId' | 'appFilled' | 'companyName'>>,
): Promise<void> {
  await tx.update(planHistory).set(values).where(eq(planHistory.id, id));
}

// ── Directors ─────────────────────────────────────────────────────────────────────────────────

export async function deleteDirectors(tx: Executor, applicationId: number): Promise<void> {
  await tx.delete(directors).where(eq(directors.applicationId, applicationId));
}

export async function insertDirectors(
  tx: Executor,
  applicationId: number,
  rows: readonly { name: string; email: string; mobile_number: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(directors).values(
    rows.map((row, index) => ({
      applicationId,
      position: index + 1,
      name: row.name,
      email: row.email,
      mobileNumber: row.mobile_number,
    })),
  );
}

// ── Proposers ─────────────────────────────────────────────────────────────────────────────────

export function findProposers(db: Executor, applicationId: number): Promise<ProposerRow[]> {
  return db
    .select()
    .from(proposers)
    .where(eq(proposers.applicationId, applicationId))
    .orderBy(asc(proposers.rowNo));
}

export async function deleteProposers(tx: Executor, applicationId: number): Promise<void> {
  await tx.delete(proposers).where(eq(proposers.applicationId, applicationId));
}

export async function insertProposers(
  tx: Executor,
  rows: readonly (typeof proposers.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(proposers).values([...rows]);
}

// ── Members (proposer check) ──────────────────────────────────────────────────────────────────

/** The member holding both this email (any case) and this mobile number, active or lapsed. */
export async function findMemberByContact(
  db: Executor,
  email: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        sql`lower(${members.email}) = ${email.trim().toLowerCase()}`,
        eq(members.mobileNumber, mobile.trim()),
      ),
    )
    .limit(1);
  return row;
}

export async function findMember(db: Executor, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

/** A member whose email or mobile number is one of these (the member behind an upgrade). */
export async function findMemberByEmailOrMobile(
  db: Executor,
  email: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      or(
        sql`lower(${members.email}) = ${email.trim().toLowerCase()}`,
        eq(members.mobileNumber, mobile.trim()),
      ),
    )
    .orderBy(asc(members.id))
    .limit(1);
  return row;
}

// ── Documents ─────────────────────────────────────────────────────────────────────────────────

export function findCurrentDocuments(db: Executor, applicationId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), isNull(documents.replacedAt)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

export function findDocumentsByStorageKeys(
  db: Executor,
  keys: readonly string[],
): Promise<DocumentRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(documents)
    .where(inArray(documents.storageKey, [...keys]));
}

// ── The whole application ─────────────────────────────────────────────────────────────────────

/**
 * "table"."column": drizzle leaves the columns of a one-table select unqualified, which inside a
 * correlated subquery would name the inner table's column.
 */
const qualified = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The application and its related rows in ONE statement, every part as JSON: the row itself and the
 * related rows from correlated subqueries. `lock` takes the application row's lock (FOR UPDATE OF
 * applications only: the related rows are read, not locked), so two saves of one application queue
 * up.
 */
function bundleQuery(lock: boolean) {
  const query = new QueryBuilder()
    .select({
      application: sql<unknown>`row_to_json(${applications})`.as('application'),
      category:
        sql<unknown>`(select row_to_json(${membershipCategories}) from ${membershipCategories}
        where ${qualified(membershipCategories.id)} = ${qualified(applications.categoryId)})`.as(
          'category',
        ),
      planHistory: sql<unknown>`(select row_to_json(${planHistory}) from ${planHistory}
        where ${qualified(planHistory.applicationId)} = ${qualified(applications.id)}
          and ${qualified(planHistory.historyType)} = ${qualified(applications.journey)}
        order by ${qualified(planHistory.id)} desc limit 1)`.as('planHistory'),
      directors: sql<unknown>`(select coalesce(json_agg(${directors}
          order by ${qualified(directors.position)}), '[]')
        from ${directors} where ${qualified(directors.applicationId)} = ${qualified(applications.id)})`.as(
        'directors',
      ),
      proposers: sql<unknown>`(select coalesce(json_agg(${proposers}
          order by ${qualified(proposers.rowNo)}), '[]')
        from ${proposers} where ${qualified(proposers.applicationId)} = ${qualified(applications.id)})`.as(
        'proposers',
      ),
      documents: sql<unknown>`(select coalesce(json_agg(${documents}
          order by ${qualified(documents.createdAt)}, ${qualified(documents.id)}), '[]')
        from ${documents}
        where ${qualified(documents.applicationId)} = ${qualified(applications.id)}
          and ${qualified(documents.replacedAt)} is null)`.as('documents'),
    })
    .from(applications)
    .where(eq(applications.id, sql.placeholder('id')));
  return lock ? query.for('update', { of: applications }) : query;
}

type BundleJson = {
  application: unknown;
  category: unknown;
  planHistory: unknown;
  directors: unknown;
  proposers: unknown;
  documents: unknown;
};

const bundleStatement = statement<BundleJson>('application_bundle', bundleQuery(false));
const lockedBundleStatement = statement<BundleJson>('application_bundle_locked', bundleQuery(true));

/**
 * The application and its related rows (ApplicationBundle), in one round trip (the read path of
 * GET /api/getApplication and of every save, decision 012). Undefined for an unknown id. `lock`
 * (inside a transaction only) holds the application row until the transaction ends.
 */
export async function findApplicationBundle(
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ApplicationBundle | undefined> {
  const lock = options.lock ?? false;
  if (lock && driverOf(db) !== undefined) throw new Error('a locking read needs a transaction');
  const [row] = await (lock ? lockedBundleStatement : bundleStatement)(db, { id });
  if (!row) return undefined;
  if (row.category === null) throw new Error(`application ${id} has no category`);
  return {
    application: rowFromJson(applications, row.application),
    category: rowFromJson(membershipCategories, row.category),
    planHistory: row.planHistory === null ? null : rowFromJson(planHistory, row.planHistory),
    directors: rowsFromJson(directors, row.directors),
    proposers: rowsFromJson(proposers, row.proposers),
    documents: rowsFromJson(documents, row.documents),
  };
}

// ── States ────────────────────────────────────────────────────────────────────────────────────

export async function findState(
  db: Executor,
  id: number,
): Promise<typeof states.$inferSelect | undefined> {
  const [row] = await db.select().from(states).where(eq(states.id, id)).limit(1);
  return row;
}
