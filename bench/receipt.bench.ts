// The receipt a member downloads: rendering one GST tax invoice PDF (budget: p95 under 100 ms). It runs
// in this process with no database and no server, because rendering is CPU-bound pdfkit work; the
// first render (fonts read and parsed, code not yet optimised) is reported apart as the cold figure.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { renderTaxInvoice, type TaxInvoice } from '../apps/server/src/modules/receipts/invoice-pdf';

export const RECEIPT_P95_BUDGET_MS = 100;

export type ReceiptFigures = {
  runs: number;
  coldMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  bytes: number;
};

/** A new membership with a coupon, within the association's state: the longest common receipt. */
const REALISTIC_INVOICE: TaxInvoice = {
  seller: {
    name: 'Portico Association of Event Businesses',
    addressLines: ['4th Floor, Trade Centre, Bandra Kurla Complex', 'Bandra (East), Mumbai 400051'],
    gstin: '27AABAP1234Q1ZB',
    stateName: 'Maharashtra',
    stateCode: '27',
  },
  invoiceNumber: 'PTC/2627/000042',
  invoiceDate: new Date('2026-11-23T09:15:00Z'),
  member: {
    name: 'Asha Mehta',
    company: 'Starlight Events & Entertainment Pvt Ltd',
    gstin: '27AAGCS5678K1ZN',
    addressLines: ['12, Sea View Apartments, Marine Drive', 'Churchgate, Mumbai 400020'],
    placeOfSupply: { stateName: 'Maharashtra', stateCode: '27' },
  },
  memberNumber: 'EEMA-M-01234',
  membershipCategory: 'Gold',
  period: {
    from: new Date('2026-11-23T00:00:00+05:30'),
    to: new Date('2027-11-22T00:00:00+05:30'),
  },
  lines: [
    { description: 'Joining fee', amountPaise: 2_500_000 },
    { description: 'Coupon WELCOME10', amountPaise: -250_000 },
    { description: 'Annual fee', amountPaise: 1_500_000 },
  ],
  taxablePaise: 3_750_000,
  tax: { kind: 'intra-state', cgstPaise: 337_500, sgstPaise: 337_500 },
  totalPaise: 4_425_000,
  orderId: 'order_PTC8812',
  providerPaymentId: 'pay_Nx41ZqT0aB',
  paidAt: new Date('2026-11-23T09:14:05Z'),
};

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Renders the invoice `runs` times, one after another, after `warmUp` renders. */
export async function benchReceiptPdf(
  options: { warmUp?: number; runs?: number } = {},
): Promise<ReceiptFigures> {
  const { warmUp = 20, runs = 200 } = options;
  let start = performance.now();
  const first = await renderTaxInvoice(REALISTIC_INVOICE);
  const coldMs = performance.now() - start;
  for (let i = 0; i < warmUp; i++) await renderTaxInvoice(REALISTIC_INVOICE);

  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    start = performance.now();
    await renderTaxInvoice(REALISTIC_INVOICE);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    runs,
    coldMs: round(coldMs),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times.at(-1) ?? Number.NaN),
    bytes: first.length,
  };
}

// `npx tsx bench/receipt.bench.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchReceiptPdf(), null, 2));
}
