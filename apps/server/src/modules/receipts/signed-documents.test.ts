// Signed documents (issue #28 item 6, decision 078): the signatory block on invoices and credit
// notes, as issued; and, with a certificate configured, a PDF signature that verifies and downloads
// to the same bytes every time.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { KARNATAKA_SETTINGS } from '../../../test/support/association-settings';
import { latestPayment, moneyApi, paidByCard } from '../../../test/support/money-fixtures';
import { approvedApplication } from '../../../test/support/payment-fixtures';
import { pdfText } from '../../../test/support/pdf';
import {
  makeTestCertificate,
  pdfsigReport,
  verifyPdfSignature,
} from '../../../test/support/signing-certificate';
import { staffBearer } from '../../../test/support/tokens';
import { loadDocumentSigning } from '../../config/document-signing';
import { creditNotes, orders, refunds } from '../../db/schema';

const certificate = makeTestCertificate();
const t = useTestApp({
  config: (config) => ({
    ...config,
    documentSigning: loadDocumentSigning(certificate.path, certificate.passphrase).signing,
  }),
});

const SIGNATORY = { signatory_name: 'Asha Rao', signatory_designation: 'Honorary Treasurer' };

async function saveSettings(payload: Record<string, unknown>) {
  const headers = await staffBearer(t.app, t.db, 'admin@example.com');
  const current = await t.app.inject({ method: 'GET', url: '/api/staff/settings', headers });
  const version = current.json<{ data: { version: number } }>().data.version;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/settings',
    headers,
    payload: { ...payload, version },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<{ data: Record<string, unknown> }>().data;
}

/** A registration paid by card and partly refunded: its invoice's and credit note's downloads. */
async function issuedDocuments() {
  const approved = await approvedApplication(t.app, t.db, { state: 'Karnataka', gstNumber: null });
  const placed = await paidByCard(t.app, approved);
  const { payment } = await latestPayment(t.db, approved.applicationId);
  const api = moneyApi(t.app, t.db);
  const asked = await api.refund(payment.id, { amount: 1180, reason: 'Goodwill' });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const [refund] = await t.db.select().from(refunds).where(eq(refunds.id, asked.body.data.id));
  await api.settleRefund(refund!.providerRefundId!, 'processed');
  const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.refundId, refund!.id));
  const staff = await staffBearer(t.app, t.db, 'accounts@example.com');
  const get = async (url: string, headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return response.rawPayload;
  };
  return {
    orderNumber: placed.unique_order_id,
    noteId: note!.id,
    invoice: () => get(`/api/order/view/${placed.unique_order_id}`, approved.auth),
    creditNote: () => get(`/api/staff/credit-notes/${note!.id}/pdf`, staff),
  };
}

/** The block's lines as text extraction gives them, from "For …" on. */
async function signatoryBlock(pdf: Buffer): Promise<string[]> {
  const lines = (await pdfText(pdf)).text.split('\n').map((line) => line.trim());
  const start = lines.findIndex((line) => line.startsWith('For '));
  const end = lines.indexOf('Authorised Signatory');
  expect(start, lines.join('\n')).toBeGreaterThanOrEqual(0);
  return lines.slice(start, end + 1).filter((line) => line !== '');
}

function withoutSignatory(document: Record<string, unknown> | null): Record<string, unknown> {
  const { seller, ...rest } = document as { seller: Record<string, unknown> };
  expect(seller.signatory).toEqual({ name: 'Asha Rao', designation: 'Honorary Treasurer' });
  const { signatory: _signatory, ...before } = seller;
  return { ...rest, seller: before };
}

describe('signed documents', () => {
  it('print the signatory they were issued with, and keep it after Settings change', async () => {
    const saved = await saveSettings({ ...KARNATAKA_SETTINGS, ...SIGNATORY });
    expect(saved).toMatchObject(SIGNATORY);
    const issued = await issuedDocuments();
    const invoice = await issued.invoice();
    const creditNote = await issued.creditNote();
    const block = [
      'For Event Makers Association of Karnataka',
      'Asha Rao',
      'Honorary Treasurer',
      'Authorised Signatory',
    ];
    expect(await signatoryBlock(invoice)).toEqual(block);
    expect(await signatoryBlock(creditNote)).toEqual(block);

    await saveSettings({
      ...KARNATAKA_SETTINGS,
      signatory_name: 'Vikram Shah',
      signatory_designation: 'Secretary',
    });
    expect((await issued.invoice()).equals(invoice)).toBe(true);
    expect((await issued.creditNote()).equals(creditNote)).toBe(true);
    const next = await issuedDocuments();
    expect(await signatoryBlock(await next.invoice())).toEqual([
      'For Event Makers Association of Karnataka',
      'Vikram Shah',
      'Secretary',
      'Authorised Signatory',
    ]);

    // Cleared: a line to sign on by hand.
    await saveSettings({ ...KARNATAKA_SETTINGS, signatory_name: '', signatory_designation: '' });
    const blank = await issuedDocuments();
    expect(await signatoryBlock(await blank.invoice())).toEqual([
      'For Event Makers Association of Karnataka',
      'Authorised Signatory',
    ]);
  });

  it('print a blank signatory block on a document frozen before the setting', async () => {
    await saveSettings({ ...KARNATAKA_SETTINGS, ...SIGNATORY });
    const issued = await issuedDocuments();
    await issued.creditNote(); // frozen on its first draw
    // As a record frozen before decision 078 is stored: no signatory in it.
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.uniqueOrderId, issued.orderNumber));
    await t.db
      .update(orders)
      .set({ invoiceDocument: withoutSignatory(order!.invoiceDocument) })
      .where(eq(orders.id, order!.id));
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.id, issued.noteId));
    await t.db
      .update(creditNotes)
      .set({ document: withoutSignatory(note!.document) })
      .where(eq(creditNotes.id, issued.noteId));
    for (const pdf of [await issued.invoice(), await issued.creditNote()]) {
      expect(await signatoryBlock(pdf)).toEqual([
        'For Event Makers Association of Karnataka',
        'Authorised Signatory',
      ]);
    }
  });

  it('are signed with the configured certificate, and download byte for byte the same', async () => {
    await saveSettings({ ...KARNATAKA_SETTINGS, ...SIGNATORY });
    const issued = await issuedDocuments();
    const invoice = await issued.invoice();
    const creditNote = await issued.creditNote();
    for (const pdf of [invoice, creditNote]) {
      const report = pdfsigReport(pdf, certificate.dir);
      expect(report).toContain('Signer Certificate Common Name: Portico Test Signer');
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Total document signed');
    }
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.uniqueOrderId, issued.orderNumber));
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.id, issued.noteId));
    for (const [pdf, issuedAt] of [
      [invoice, order!.paidAt!],
      [creditNote, note!.issuedAt],
    ] as const) {
      expect(verifyPdfSignature(pdf)).toEqual({
        coversAllButItself: true,
        digestMatches: true,
        signatureValid: true,
        signer: 'Portico Test Signer',
        // The document's own date (to the second, as CMS keeps it), never the download's.
        signingTime: new Date(Math.floor(issuedAt.getTime() / 1000) * 1000),
      });
    }
    // The signature's time is the document's date, not the download's: the same bytes each time.
    expect((await issued.invoice()).equals(invoice)).toBe(true);
    expect((await issued.creditNote()).equals(creditNote)).toBe(true);

    // A letter changed in the signed bytes (the document's title) no longer verifies.
    const tampered = Buffer.from(invoice);
    const title = tampered.indexOf('(Tax Invoice ');
    expect(title).toBeGreaterThan(0);
    tampered.write('(Tax Invoicf ', title, 'latin1');
    const report = pdfsigReport(tampered, certificate.dir);
    expect(report).toContain('Signature Validation:');
    expect(report).not.toContain('Signature is Valid.');
    expect(verifyPdfSignature(tampered)).toMatchObject({
      digestMatches: false,
      signatureValid: true,
    });
  });
});
