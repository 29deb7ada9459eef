// The Tally export's XML (decision 079): TallyPrime's "Import Data" envelope of vouchers, written with
// xmlbuilder2's callback writer as the documents come, so a year of them is never one string in memory.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createCB } from 'xmlbuilder2';
import type { XMLBuilderCB } from 'xmlbuilder2/lib/interfaces';
import { tallyAmount, type TallyVoucher } from './tally-vouchers';

function writeVoucher(xml: XMLBuilderCB, voucher: TallyVoucher): void {
  xml.ele('TALLYMESSAGE', { 'xmlns:UDF': 'TallyUDF' }).ele('VOUCHER', {
    VCHTYPE: voucher.type,
    ACTION: 'Create',
    OBJVIEW: 'Accounting Voucher View',
  });
  const field = (name: string, value: string | null) => {
    if (value !== null && value !== '') xml.ele(name).txt(value).up();
  };
  field('DATE', voucher.date);
  field('VOUCHERTYPENAME', voucher.type);
  field('VOUCHERNUMBER', voucher.number);
  field('REFERENCE', voucher.reference);
  field('PARTYLEDGERNAME', voucher.party);
  field('PARTYGSTIN', voucher.partyGstin);
  field('PLACEOFSUPPLY', voucher.placeOfSupply);
  field('PERSISTEDVIEW', 'Accounting Voucher View');
  field('NARRATION', voucher.narration);
  for (const entry of voucher.entries) {
    xml.ele('ALLLEDGERENTRIES.LIST');
    field('LEDGERNAME', entry.ledger);
    // Tally's sign: a debit is "deemed positive" and written negative.
    field('ISDEEMEDPOSITIVE', entry.paise < 0 ? 'Yes' : 'No');
    field('ISPARTYLEDGER', entry.isParty ? 'Yes' : 'No');
    field('AMOUNT', tallyAmount(entry.paise));
    xml.up();
  }
  xml.up().up();
}

/**
 * Vouchers written between two turns of the event loop. The writer takes about 1.4 ms a voucher on a
 * small machine, so a batch of a thousand documents written at once held every other request for
 * seconds; 50 keep each stretch near 70 ms.
 */
export const VOUCHERS_PER_TURN = 50;

/**
 * The envelope for `company`, with every voucher of `batches`: a chunk of text per VOUCHERS_PER_TURN
 * vouchers of a batch (and one for the envelope's head and tail), each after a turn of the event loop.
 */
export async function* tallyXmlChunks(
  company: string,
  batches: AsyncIterable<readonly TallyVoucher[]>,
): AsyncGenerator<string> {
  let pending: string[] = [];
  const xml = createCB({
    data: (chunk: string) => pending.push(chunk),
    prettyPrint: true,
    indent: '  ',
  });
  const take = () => {
    const text = pending.join('');
    pending = [];
    return text;
  };
  xml.dec({ version: '1.0', encoding: 'UTF-8' }).ele('ENVELOPE');
  xml.ele('HEADER').ele('TALLYREQUEST').txt('Import Data').up().up();
  xml.ele('BODY').ele('IMPORTDATA').ele('REQUESTDESC');
  xml.ele('REPORTNAME').txt('Vouchers').up();
  xml.ele('STATICVARIABLES').ele('SVCURRENTCOMPANY').txt(company).up().up();
  xml.up().ele('REQUESTDATA');
  yield take();
  for await (const batch of batches) {
    for (let start = 0; start < batch.length; start += VOUCHERS_PER_TURN) {
      await nextTurn();
      for (const voucher of batch.slice(start, start + VOUCHERS_PER_TURN))
        writeVoucher(xml, voucher);
      yield take();
    }
  }
  xml.up().up().up().up().end();
  yield take();
}
