// The application and its related rows read in one statement: the read path of every save and of
// GET /api/getApplication.
import { eq, getTableName, sql, type Column } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { driverOf, type Executor } from '../../db/client';
import { rowFromJson, rowsFromJson } from '../../db/json-rows';
import { statement } from '../../db/statement';
import {
  applications,
  directors,
  documents,
  membershipCategories,
  planHistory,
  proposers,
} from '../../db/schema';
import type { ApplicationBundle } from './application-rows';

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
