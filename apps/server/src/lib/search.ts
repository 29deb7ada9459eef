// One back-office search box, turned into SQL: the query's terms (decision 090) each matched where a
// list keeps them. At most four predicates, joined by OR, whatever the query's length.
import { or, sql, type SQL } from 'drizzle-orm';
import { searchTerms } from '@portico/domain/search-terms';
import { containsPattern } from './list-query';

export type SearchMatchers = {
  /** The query as typed, as an ILIKE '%…%' pattern (its own % _ \ taken literally). */
  text: (pattern: string) => SQL;
  /** A mobile's national digits or a part of them, as a LIKE '%…%' pattern. */
  phone?: (pattern: string) => SQL;
  /** Exact application numbers ('PA-000009', 'PA-0009'): compare with `= any(…)`. */
  applicationNumber?: (appIds: SQL) => SQL;
  /** A POSIX pattern for one member number, compared with `~*`. */
  memberNumber?: (pattern: string) => SQL;
  /** What a bare number ('9') names in this list; both application and member number when not set. */
  bareNumberIs?: 'application' | 'member';
};

/** The rows the query finds; `false` when it names nothing a list could hold. */
export function searchCondition(query: string, matchers: SearchMatchers): SQL {
  const terms = searchTerms(query);
  const bare = terms.bareNumber ? matchers.bareNumberIs : undefined;
  // Each in brackets: a matcher may be an OR or AND of its own.
  const bracketed = (part: SQL | undefined) => (part ? sql`(${part})` : undefined);
  return (
    or(
      bracketed(terms.text === null ? undefined : matchers.text(containsPattern(terms.text))),
      bracketed(
        terms.phoneDigits === null ? undefined : matchers.phone?.(`%${terms.phoneDigits}%`),
      ),
      bracketed(
        terms.applicationNumbers.length === 0 || bare === 'member'
          ? undefined
          : matchers.applicationNumber?.(textArray(terms.applicationNumbers)),
      ),
      bracketed(
        terms.memberNumberPattern === null || bare === 'application'
          ? undefined
          : matchers.memberNumber?.(terms.memberNumberPattern),
      ),
    ) ?? sql`false`
  );
}

/**
 * For lists whose own values are numbers people type in part (document numbers, amounts in the audit
 * log's changes): the query as an ILIKE pattern when it has 3 digits or more, else null.
 */
export function partialNumberPattern(query: string): string | null {
  return /\d{3}/.test(query.replace(/\D/g, '')) ? containsPattern(query.trim()) : null;
}

/** A text[] parameter list, `array['a', 'b']`, for `column = any(…)` (a btree index serves it). */
function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
