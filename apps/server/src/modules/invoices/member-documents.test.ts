// GET invoices/{userId} with credit notes (issue #15): a member sees every invoice and credit note of
// theirs, newest first, each with what it downloads from; never another member's.
import { describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '@portico/domain/contracts/payments.contract';
import { useTestApp } from '../../../test/support/app';
import { insertCreditNote, insertInvoice } from '../../../test/support/invoice-fixtures';
import { seededMember } from '../../../test/support/payment-fixtures';
import { request } from '../../../test/support/staff-admin-fixtures';

const t = useTestApp();

describe('the member’s invoices and credit notes', () => {
  it('lists both kinds newest first, a credit note naming the invoice it corrects', async () => {
    const owner = await seededMember(t.app, t.db, 'active@example.com');
    const other = await seededMember(t.app, t.db, 'renew@example.com');
    const invoice = await insertInvoice(t.db, {
      memberEmail: 'active@example.com',
      invoiceNumber: 'PT/2026-27/0101',
      paidAt: new Date('2026-05-10T06:00:00Z'),
      taxablePaise: 100_000,
      billedGstin: '27AABCK2345C1ZZ',
    });
    const creditNoteId = await insertCreditNote(t.db, invoice, {
      number: 'CN/2026-27/0007',
      issuedAt: new Date('2026-06-02T06:00:00Z'),
      taxablePaise: 40_000,
    });
    await insertInvoice(t.db, {
      memberEmail: 'renew@example.com',
      invoiceNumber: 'PT/2026-27/0102',
      paidAt: new Date('2026-05-11T06:00:00Z'),
      taxablePaise: 100_000,
    });

    const api = request(t.app);
    const mine = await api.get<InvoiceSummary[]>(`/api/invoices/${owner.userId}`, owner.auth);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      {
        kind: 'credit_note',
        number: 'CN/2026-27/0007',
        issued_at: '2026-06-02T06:00:00.000Z',
        credit_note_id: creditNoteId,
        invoice_number: 'PT/2026-27/0101',
        unique_order_id: invoice.uniqueOrderId,
        paid_at: '2026-05-10T06:00:00.000Z',
        type: 'renew',
        Plan_Name: 'Gold',
        total: 472,
      },
      {
        kind: 'invoice',
        number: 'PT/2026-27/0101',
        issued_at: '2026-05-10T06:00:00.000Z',
        credit_note_id: null,
        invoice_number: 'PT/2026-27/0101',
        unique_order_id: invoice.uniqueOrderId,
        paid_at: '2026-05-10T06:00:00.000Z',
        type: 'renew',
        Plan_Name: 'Gold',
        total: 1180,
      },
    ]);

    const theirs = await api.get<InvoiceSummary[]>(`/api/invoices/${other.userId}`, other.auth);
    expect(theirs.body.data?.map((document) => document.number)).toEqual(['PT/2026-27/0102']);
    expect((await api.get(`/api/invoices/${owner.userId}`, other.auth)).status).toBe(403);
  });
});
