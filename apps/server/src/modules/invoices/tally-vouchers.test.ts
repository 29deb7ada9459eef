// Tally's amounts and dates (decision 079): rupees with two decimals, a debit negative; the date in
// India; the XML written batch by batch.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TALLY_LEDGERS } from '@portico/domain/tally';
import {
  tallyAmount,
  tallyDate,
  vouchersOf,
  type TallyDocument,
  type TallyVoucher,
} from './tally-vouchers';
import { tallyXmlChunks, VOUCHERS_PER_TURN } from './tally-xml';

describe('tallyAmount and tallyDate', () => {
  it('writes paise as rupees with two decimals, a debit negative', () => {
    expect(tallyAmount(0)).toBe('0.00');
    expect(tallyAmount(5)).toBe('0.05');
    expect(tallyAmount(-5)).toBe('-0.05');
    expect(tallyAmount(-1_034_300)).toBe('-10343.00');
    expect(tallyAmount(876_550)).toBe('8765.50');
  });

  it("dates a voucher on the document's day in India", () => {
    expect(tallyDate(new Date('2026-05-31T18:29:59Z'))).toBe('20260531');
    expect(tallyDate(new Date('2026-05-31T18:30:00Z'))).toBe('20260601');
  });
});

const voucher = (number: string): TallyVoucher => ({
  type: 'Receipt',
  date: '20260501',
  number,
  reference: null,
  party: 'A & B <Traders>',
  partyGstin: null,
  placeOfSupply: null,
  narration: 'x',
  entries: [
    { ledger: 'Bank Account', paise: -100, isParty: false },
    { ledger: 'A & B <Traders>', paise: 100, isParty: true },
  ],
});

describe('tallyXmlChunks', () => {
  it('writes each batch as it comes: the head, one chunk per batch, the tail', async () => {
    async function* batches() {
      yield [voucher('1')];
      yield [voucher('2'), voucher('3')];
    }
    const chunks: string[] = [];
    for await (const chunk of tallyXmlChunks('Co', batches())) chunks.push(chunk);
    expect(chunks).toHaveLength(4);
    expect(chunks[1]?.match(/<VOUCHER /g)).toHaveLength(1);
    expect(chunks[2]?.match(/<VOUCHER /g)).toHaveLength(2);
    // The library escapes what a name holds.
    expect(chunks.join('')).toContain(
      '<PARTYLEDGERNAME>A &amp; B &lt;Traders&gt;</PARTYLEDGERNAME>',
    );
    expect(chunks[3]).toMatch(/<\/ENVELOPE>\s*$/);
  });

  it('lets other requests run between stretches of a large batch', async () => {
    const large = Array.from({ length: VOUCHERS_PER_TURN * 4 }, (_, n) => voucher(String(n)));
    async function* batches() {
      yield large;
    }
    // A timer set as the export starts must fire before its last voucher is written.
    let timerFired = false;
    setImmediate(() => (timerFired = true));
    const seenBeforeEachChunk: boolean[] = [];
    for await (const _chunk of tallyXmlChunks('Co', batches()))
      seenBeforeEachChunk.push(timerFired);
    expect(seenBeforeEachChunk).toHaveLength(6); // head, four stretches, tail
    expect(seenBeforeEachChunk.slice(1, 5).every(Boolean)).toBe(true);
  });
});

describe('the receipt of an invoice paid by hand (decision 081)', () => {
  it('debits the bank with the cheque, TDS receivable with the TDS and bank charges written off', () => {
    const document: TallyDocument = {
      kind: 'invoice',
      number: 'PT/2627/000001',
      issuedAt: new Date('2026-10-30T06:30:00Z'),
      invoiceNumber: 'PT/2627/000001',
      party: 'Rao Events Pvt Ltd',
      partyGstin: '29ABCDE1234F1ZW',
      placeOfSupply: 'Karnataka',
      taxablePaise: 2_500_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 450_000,
      roundOffPaise: 0,
      totalPaise: 2_950_000,
      paymentReference: 'Cheque No. 004512, State Bank of India (30-Oct-2026)',
      settledBy: { tdsPaise: 250_000, writtenOffPaise: 5_000 },
    };
    const [, receipt] = vouchersOf(document, DEFAULT_TALLY_LEDGERS);
    expect(receipt?.date).toBe('20261030');
    expect(receipt?.reference).toBe('Cheque No. 004512, State Bank of India (30-Oct-2026)');
    expect(receipt?.entries).toEqual([
      { ledger: 'Bank Account', paise: -2_695_000, isParty: false },
      { ledger: 'TDS Receivable', paise: -250_000, isParty: false },
      { ledger: 'Bank Charges', paise: -5_000, isParty: false },
      { ledger: 'Rao Events Pvt Ltd', paise: 2_950_000, isParty: true },
    ]);
  });
});
