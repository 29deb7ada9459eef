// The application row: read, locked, inserted and updated, and the one-new-application-per-person
// check; and the consents to the privacy notice given with its saves (decision 045), read back by the
// member's data download. Every function takes an Executor so a save runs inside one transaction.
import {
  and,
  asc,
  eq,
  exists,
  getTableColumns,
  inArray,
  ne,
  or,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { QueryBuilder, alias } from 'drizzle-orm/pg-core';
import { resultRows, type Executor } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { statement, type Statement } from '../../db/statement';
import { applications, planHistory, privacyConsents } from '../../db/schema';
import type { ApplicationInsert, ApplicationRow, ApplicationUpdate } from './application-rows';
import { formatApplicationNumber } from '@portico/domain/search-terms';
import { PRIVACY_NOTICE_VERSION } from '@portico/domain/privacy';
import { requireRow } from '../../lib/require-row';

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

const lockRowOnly = statement<{ id: number }>(
  'application_lock_row',
  sql`select id from applications where id = ${sql.placeholder('id')}::integer for update`,
);

/**
 * Locks the row until the transaction ends and reads nothing: a payment's confirmation queues up
 * behind a decision or a save of the application it pays for (and they behind it).
 */
export async function lockApplicationRow(tx: Executor, id: number): Promise<void> {
  await lockRowOnly(tx, { id });
}

/** The readable number of an application: 'PA-' and the id, six digits at least. */
export function appIdFor(id: number): string {
  return formatApplicationNumber(id);
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
  return requireRow(
    await tx
      .insert(applications)
      .values({ ...values, id, appId: appIdFor(id) })
      .returning(),
    'insert into applications returned no row',
  );
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

/**
 * Is this email (lower case, trimmed; stored ones compared alike) or mobile number on a new-journey
 * application past its draft? Such a contact is no longer free for another new application.
 */
export async function isContactOnSubmittedApplication(
  db: Executor,
  contact: { email: string } | { mobile: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        'email' in contact
          ? sql`lower(trim(${applications.email})) = ${contact.email}`
          : eq(applications.mobileNumber, contact.mobile),
        eq(applications.isDraft, false),
        eq(applications.journey, 'new'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// ── The privacy notice's consents ──────────────────────────────────────────────────────────────

export type ConsentGiven = {
  applicationId: number;
  memberId: number | null;
  contact: string;
  ip: string | null;
};

/** One row per application and notice version: a save that repeats the consent adds none. */
export async function recordConsent(tx: Executor, consent: ConsentGiven): Promise<void> {
  await tx
    .insert(privacyConsents)
    .values({ ...consent, noticeVersion: PRIVACY_NOTICE_VERSION })
    .onConflictDoNothing();
}

export function findConsents(db: Executor, applicationIds: number[]) {
  return db
    .select()
    .from(privacyConsents)
    .where(inArray(privacyConsents.applicationId, applicationIds))
    .orderBy(asc(privacyConsents.givenAt), asc(privacyConsents.id));
}

export type ConsentRow = typeof privacyConsents.$inferSelect;
