// The invoices and credit notes list's search box: one condition for both halves of its union.
import { sql, type SQL } from 'drizzle-orm';
import { partialNumberPattern, searchCondition } from '../../lib/search';

/**
 * The text filter, the same on both halves: the document numbers and billed party on the row itself,
 * and the owner's member number, email or mobile and application number through a semi-join (each of
 * those tables is scanned once, not joined to every document before filtering). Decision 090: a
 * number-like query of 3 digits or more still finds document numbers containing it ('2025-26'), and a
 * shorter one only an application or member number it names exactly.
 */
export function matches(q: string | undefined, numberColumn: SQL): SQL {
  if (!q) return sql`true`;
  const numbers = (pattern: string) =>
    sql`${numberColumn} ilike ${pattern} or o.invoice_number ilike ${pattern}`;
  const partial = partialNumberPattern(q);
  const documentNumber = partial === null ? null : numbers(partial);
  return sql`(${documentNumber ?? sql`false`} or ${searchCondition(q, {
    text: (pattern) => sql`${numbers(pattern)}
      or o.billed_name ilike ${pattern} or o.billed_company ilike ${pattern}
      or o.billed_gstin ilike ${pattern}
      or o.member_id in (select id from members
        where member_number ilike ${pattern} or email ilike ${pattern})
      or o.application_id in (select id from applications where email ilike ${pattern})`,
    phone: (
      pattern,
    ) => sql`o.member_id in (select id from members where mobile_number like ${pattern})
      or o.application_id in (select id from applications where mobile_number like ${pattern})`,
    applicationNumber: (appIds) => sql`o.application_id in (select id from applications
      where app_id = any(${appIds}))
      or o.member_id in (select m.id from members m join applications a on a.id = m.application_id
        where a.app_id = any(${appIds}))`,
    memberNumber: (pattern) =>
      sql`o.member_id in (select id from members where member_number ~* ${pattern})`,
  })})`;
}
