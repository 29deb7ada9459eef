// Income by month and kind, from the tax documents as issued: each invoice (an order with an invoice
// number, dated when paid, as the invoice register dates it) adds its total to its kind, each credit
// note takes its total away as "refunds". A month's income is its invoices less its credit notes.
import { sql } from 'drizzle-orm';
import type { IncomeKind } from '@portico/domain/contracts/reports.contract';
import { resultRows, type Executor } from '../../db/client';
import { BUSINESS_TIME_ZONE } from '../../lib/list-query';
import type { ReportMonths } from './report-months';

export type IncomeRow = { month: string; kind: IncomeKind; documents: number; amountPaise: number };

export async function incomeByKind(db: Executor, months: ReportMonths): Promise<IncomeRow[]> {
  const start = sql`${months.start.toISOString()}::timestamptz`;
  const end = sql`${months.end.toISOString()}::timestamptz`;
  const monthOf = (column: string) =>
    sql.raw(`to_char(${column} at time zone '${BUSINESS_TIME_ZONE}', 'YYYY-MM')`);
  const result = await db.execute(sql`
    select ${monthOf('o.paid_at')} as month,
      case when o.provider = 'offline' then 'offline' when o.purpose = 'register' then 'joining'
        when o.purpose = 'upgrade' then 'upgrade' else 'renewal' end as kind,
      count(*)::int as documents, sum(o.total_paise)::bigint as amount
    from orders o
    where o.invoice_number is not null and o.paid_at >= ${start} and o.paid_at < ${end}
    group by 1, 2
    union all
    select ${monthOf('cn.issued_at')}, 'refunds', count(*)::int, -sum(cn.total_paise)::bigint
    from credit_notes cn where cn.issued_at >= ${start} and cn.issued_at < ${end}
    group by 1
    order by 1, 2`);
  type Raw = { month: string; kind: IncomeKind; documents: number; amount: string | number };
  return resultRows<Raw>(result).map((row) => ({
    month: row.month,
    kind: row.kind,
    documents: Number(row.documents),
    amountPaise: Number(row.amount),
  }));
}
