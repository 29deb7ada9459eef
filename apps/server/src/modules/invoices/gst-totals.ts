// A period's totals for the GST returns (issue #15): invoices, credit notes and the net (invoices less
// credit notes), for registered buyers (B2B), unregistered ones (B2C) and both, summed in SQL in paise.
import type { GstAmounts, GstTotals } from '@portico/domain/contracts/staff-invoices.contract';
import type { Executor } from '../../db/client';
import { documentTotals, type TotalsRow } from './documents.repository';

type Paise = Omit<TotalsRow, 'kind' | 'b2b'>;

const ZERO: Paise = {
  count: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  totalPaise: 0,
};

function add(a: Paise, b: Paise, sign: 1 | -1 = 1): Paise {
  return {
    count: a.count + b.count,
    taxablePaise: a.taxablePaise + sign * b.taxablePaise,
    cgstPaise: a.cgstPaise + sign * b.cgstPaise,
    sgstPaise: a.sgstPaise + sign * b.sgstPaise,
    igstPaise: a.igstPaise + sign * b.igstPaise,
    totalPaise: a.totalPaise + sign * b.totalPaise,
  };
}

/** Rupees with two decimals (a net figure may be negative). */
function rupees(paise: Paise): GstAmounts {
  return {
    count: paise.count,
    taxable: paise.taxablePaise / 100,
    cgst: paise.cgstPaise / 100,
    sgst: paise.sgstPaise / 100,
    igst: paise.igstPaise / 100,
    total: paise.totalPaise / 100,
  };
}

function group(rows: TotalsRow[], b2b: boolean | null) {
  const of = (kind: TotalsRow['kind']) =>
    rows
      .filter((row) => row.kind === kind && (b2b === null || row.b2b === b2b))
      .reduce<Paise>((sum, row) => add(sum, row), ZERO);
  const invoices = of('invoice');
  const creditNotes = of('credit_note');
  return {
    invoices: rupees(invoices),
    credit_notes: rupees(creditNotes),
    net: rupees(add(invoices, creditNotes, -1)),
  };
}

export async function gstTotalsOf(
  db: Executor,
  period: { from: string; to: string },
): Promise<GstTotals> {
  const rows = await documentTotals(db, period);
  return {
    from: period.from,
    to: period.to,
    b2b: group(rows, true),
    b2c: group(rows, false),
    all: group(rows, null),
  };
}
