import { performance } from 'node:perf_hooks';
import { pdfText } from '../../../test/support/pdf';
import { describe, expect, it } from 'vitest';
import { formatInvoiceAmount, renderTaxInvoice, toWinAnsi, type TaxInvoice } from './invoice-pdf';

const seller: TaxInvoice['seller'] = {
  name: 'Portico Association of Event Businesses',
  addressLines: ['4th Floor, Trade Centre, Bandra Kurla Complex', 'Mumbai 400051'],
  gstin: '27AABAP1234Q1ZB',
  stateName: 'Maharashtra',
  stateCode: '27',
};

/** Joining ₹25,000 less 10%, plus annual ₹15,000, to a member in Maharashtra: 37,500 + 18%. */
const intraState: TaxInvoice = {
  seller,
  invoiceNumber: 'PTC/2627/000042',
  invoiceDate: new Date('2026-11-23T09:15:00Z'),
  member: {
    name: 'Asha Mehta',
    company: 'Starlight Events Pvt Ltd',
    gstin: '27AAGCS5678K1ZN',
    addressLines: ['12 Marine Drive', 'Mumbai 400020'],
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

/** A renewal to an unregistered member in Delhi, with paise: 1,05,000.55 + 18% IGST. */
const interState: TaxInvoice = {
  seller,
  invoiceNumber: 'PTC/2027-28/000007',
  // 1 April 01:30 in India, still 31 March in UTC.
  invoiceDate: new Date('2027-03-31T20:00:00Z'),
  member: {
    name: 'Ravi Kumar',
    company: 'Kumar Sound & Light',
    gstin: null,
    addressLines: null,
    placeOfSupply: { stateName: 'Delhi', stateCode: '07' },
  },
  memberNumber: 'EEMA-M-00077',
  membershipCategory: 'Platinum',
  sacCode: '999511',
  lines: [{ description: 'Annual fee (renewal)', amountPaise: 10_500_055 }],
  taxablePaise: 10_500_055,
  tax: { kind: 'inter-state', igstPaise: 1_890_010 },
  totalPaise: 12_390_065,
  orderId: 'order_PTC9001',
  providerPaymentId: 'pay_Qq7Rk2LmZ9',
  paidAt: new Date('2027-03-31T19:59:00Z'),
};

/** The extracted text with runs of whitespace made single spaces, for phrase matching. */
const flat = (text: string): string => text.replace(/\s+/g, ' ');

describe('formatInvoiceAmount', () => {
  it('always shows two decimals in Indian grouping, with a minus for discounts', () => {
    expect(formatInvoiceAmount(1_180_000)).toBe('11,800.00');
    expect(formatInvoiceAmount(10_234_550)).toBe('1,02,345.50');
    expect(formatInvoiceAmount(5)).toBe('0.05');
    expect(formatInvoiceAmount(-250_000)).toBe('-2,500.00');
    expect(formatInvoiceAmount(0)).toBe('0.00');
  });
});

describe('toWinAnsi', () => {
  it('keeps what Helvetica can draw and replaces the rest', () => {
    expect(toWinAnsi('Café – “Events” €5')).toBe('Café – “Events” €5');
    expect(toWinAnsi('₹100')).toBe('Rs.100');
    expect(toWinAnsi('Ağa Łódź')).toBe('Aga ?ódz');
    expect(toWinAnsi('गणेश Events')).toBe('???? Events');
    expect(toWinAnsi('Line one\nline\ttwo')).toBe('Line one line two');
  });
});

describe('renderTaxInvoice', () => {
  it('renders an intra-state invoice with CGST 9% and SGST 9%', async () => {
    const pdf = await renderTaxInvoice(intraState);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text, pages } = await pdfText(pdf);
    const page = flat(text);
    expect(pages).toBe(1);
    expect(page).toContain('TAX INVOICE');
    expect(page).toContain('PTC/2627/000042');
    expect(page).toContain('23-Nov-2026');
    expect(page).toContain('GSTIN: 27AABAP1234Q1ZB');
    expect(page).toContain('GSTIN: 27AAGCS5678K1ZN');
    expect(page).toMatch(/Place of Supply Maharashtra \(27\)/);
    expect(page).toContain('Starlight Events Pvt Ltd');
    expect(page).toContain('Attn: Asha Mehta');
    expect(page).toContain('EEMA-M-01234');
    expect(page).toContain('23-Nov-2026 to 22-Nov-2027');
    expect(page).toMatch(/1 Joining fee 999511 25,000\.00/);
    expect(page).toMatch(/2 Coupon WELCOME10 999511 -2,500\.00/);
    expect(page).toMatch(/3 Annual fee 999511 15,000\.00/);
    expect(page).toMatch(/Taxable Value 37,500\.00/);
    expect(page).toMatch(/CGST @ 9% 3,375\.00/);
    expect(page).toMatch(/SGST @ 9% 3,375\.00/);
    expect(page).not.toContain('IGST');
    // The total's '₹' is drawn as a shape (rupee-glyph.ts): the text has the amount.
    expect(page).toMatch(/Total 44,250\.00/);
    expect(page).not.toContain('Rs.');
    expect(page).toContain('Rupees Forty-Four Thousand Two Hundred Fifty Only');
    expect(page).toContain('order_PTC8812');
    expect(page).toContain('pay_Nx41ZqT0aB');
    expect(page).toContain('23-Nov-2026 14:44 IST');
    expect(page).toContain('This is a computer-generated invoice.');
  });

  it('renders an inter-state invoice with IGST 18%, an unregistered member and paise', async () => {
    const pdf = await renderTaxInvoice(interState);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const page = flat((await pdfText(pdf)).text);
    expect(page).toContain('PTC/2027-28/000007');
    expect(page).toContain('01-Apr-2027');
    expect(page).toContain('GSTIN: 27AABAP1234Q1ZB');
    // A tax invoice to an unregistered buyer: GST charged, no buyer GSTIN line (B2C).
    expect(page).toContain('TAX INVOICE');
    expect(page).not.toContain('Unregistered');
    expect(page.match(/GSTIN:/g)).toHaveLength(1);
    expect(page).toMatch(/Place of Supply Delhi \(07\)/);
    expect(page).toContain('State: Delhi, Code: 07');
    expect(page).toContain('Kumar Sound & Light');
    expect(page).toMatch(/1 Annual fee \(renewal\) 999511 1,05,000\.55/);
    expect(page).not.toContain('999599');
    expect(page).toMatch(/Taxable Value 1,05,000\.55/);
    expect(page).toMatch(/IGST @ 18% 18,900\.10/);
    expect(page).not.toMatch(/CGST|SGST/);
    expect(page).toMatch(/Total 1,23,900\.65/);
    expect(page).toContain(
      'Rupees One Lakh Twenty-Three Thousand Nine Hundred and Sixty-Five Paise Only',
    );
    expect(page).toContain('order_PTC9001');
    expect(page).toContain('pay_Qq7Rk2LmZ9');
    expect(page).toContain('01-Apr-2027 01:29 IST');
    expect(page).not.toContain('Period');
  });

  it('gives the same bytes for the same invoice', async () => {
    const first = await renderTaxInvoice(intraState);
    const second = await renderTaxInvoice(intraState);
    expect(first.equals(second)).toBe(true);
  });

  it('refuses figures that do not add up or contradict the place of supply', async () => {
    await expect(renderTaxInvoice({ ...intraState, taxablePaise: 3_750_001 })).rejects.toThrow(
      /lines add up/,
    );
    await expect(renderTaxInvoice({ ...intraState, totalPaise: 4_425_001 })).rejects.toThrow(
      /total/,
    );
    await expect(
      renderTaxInvoice({
        ...intraState,
        tax: { kind: 'intra-state', cgstPaise: 337_501, sgstPaise: 337_499 },
      }),
    ).rejects.toThrow(/CGST/);
    await expect(
      renderTaxInvoice({ ...intraState, tax: { kind: 'inter-state', igstPaise: 675_000 } }),
    ).rejects.toThrow(/intra-state/);
    await expect(
      renderTaxInvoice({
        ...interState,
        tax: { kind: 'intra-state', cgstPaise: 945_005, sgstPaise: 945_005 },
      }),
    ).rejects.toThrow(/inter-state/);
  });

  it('continues on a second page when there are very many lines', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      description: `Event pass ${index + 1}`,
      amountPaise: 10_000,
    }));
    const pdf = await renderTaxInvoice({
      ...interState,
      lines,
      taxablePaise: 400_000,
      tax: { kind: 'inter-state', igstPaise: 72_000 },
      totalPaise: 472_000,
    });
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(2);
    expect(flat(text)).toMatch(/40 Event pass 40 999511 100\.00/);
    expect(flat(text)).toMatch(/Total 4,720\.00/);
  });

  it('renders one page well within 100 ms', async () => {
    for (let warmUp = 0; warmUp < 5; warmUp++) await renderTaxInvoice(intraState);
    const times: number[] = [];
    for (let run = 0; run < 20; run++) {
      const start = performance.now();
      await renderTaxInvoice(intraState);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? Infinity;
    expect(median).toBeLessThan(100);
  });
});
