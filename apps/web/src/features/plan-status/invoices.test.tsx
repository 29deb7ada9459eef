import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setAuth } from '../../app/session';
import { callsTo, mockFetch } from '../../test/mock-fetch';
import { goldPlanStatus } from '../../test/plan-status-fixture';
import { renderRoute } from '../../test/render-route';

const STATUS = goldPlanStatus();

const INVOICES = [
  {
    kind: 'invoice',
    number: 'INV/2026-27/000007',
    issued_at: '2026-04-20T20:00:00.000Z',
    credit_note_id: null,
    invoice_number: 'INV/2026-27/000007',
    unique_order_id: 'PO-000070',
    paid_at: '2026-04-20T20:00:00.000Z',
    type: 'renew',
    Plan_Name: 'Gold',
    total: 177000,
  },
  {
    kind: 'invoice',
    number: 'INV/2025-26/000001',
    issued_at: '2025-04-01T10:00:00.000Z',
    credit_note_id: null,
    invoice_number: 'INV/2025-26/000001',
    unique_order_id: 'PO-000042',
    paid_at: '2025-04-01T10:00:00.000Z',
    type: 'register',
    Plan_Name: 'Silver',
    total: 295000,
  },
];

/** jsdom has no blob URLs and does not download: both are stubbed, the link's click recorded. */
function stubDownload() {
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
  const clicked: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  });
  return clicked;
}

const pdf = { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) };

describe('plan status: invoices', () => {
  beforeEach(() => setAuth('member-token', { id: 12, membership_id: 3, kind: 'member' }));

  it('lists every invoice with its number, date, purpose and amount; each downloads', async () => {
    const clicked = stubDownload();
    const fetchMock = mockFetch({
      '/api/plan_status/12': { body: { success: true, data: STATUS } },
      '/api/invoices/12': { body: { success: true, data: INVOICES } },
      '/api/order/view/PO-000042': pdf,
    });
    const { user } = renderRoute('/app/plan-status');

    // The route's chunk loads first: slow on a busy machine.
    const section = await screen.findByRole('region', { name: 'Invoices' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [latest, first] = items as [HTMLElement, HTMLElement];
    expect(within(latest).getByText('INV/2026-27/000007')).toBeInTheDocument();
    // Dates in India: 20:00 UTC on 20 April is already 21 April there.
    expect(within(latest).getByText('21-Apr-2026')).toBeInTheDocument();
    expect(within(latest).getByText('Renewal, Gold')).toBeInTheDocument();
    expect(within(latest).getByText('₹1,77,000')).toBeInTheDocument();
    expect(within(first).getByText('Membership, Silver')).toBeInTheDocument();
    expect(within(first).getByText('01-Apr-2025')).toBeInTheDocument();

    // Not only the latest: the first invoice downloads too, under its own number.
    await user.click(
      within(first).getByRole('button', { name: 'Download invoice INV/2025-26/000001' }),
    );
    await waitFor(() => expect(clicked).toEqual(['Invoice-INV-2025-26-000001.pdf']));
    expect(callsTo(fetchMock, '/api/order/view/PO-000042')).toBe(1);
  });

  it('lists a credit note with the invoice it corrects; it downloads from its own address', async () => {
    const clicked = stubDownload();
    const creditNote = {
      ...INVOICES[0],
      kind: 'credit_note',
      number: 'CN/2026-27/0003',
      issued_at: '2026-05-02T06:00:00.000Z',
      credit_note_id: 41,
      total: 59000,
    };
    const fetchMock = mockFetch({
      '/api/plan_status/12': { body: { success: true, data: STATUS } },
      '/api/invoices/12': { body: { success: true, data: [creditNote, ...INVOICES] } },
      '/api/credit_note/41': pdf,
    });
    const { user } = renderRoute('/app/plan-status');
    const section = await screen.findByRole('region', { name: 'Invoices' });
    const [note] = await within(section).findAllByRole('listitem');
    expect(within(note!).getByText('Credit note number')).toBeInTheDocument();
    expect(within(note!).getByText('CN/2026-27/0003')).toBeInTheDocument();
    expect(within(note!).getByText('Corrects invoice')).toBeInTheDocument();
    expect(within(note!).getByText('INV/2026-27/000007')).toBeInTheDocument();
    expect(within(note!).getByText('02-May-2026')).toBeInTheDocument();
    expect(within(note!).getByText('₹59,000')).toBeInTheDocument();
    await user.click(
      within(note!).getByRole('button', { name: 'Download credit note CN/2026-27/0003' }),
    );
    await waitFor(() => expect(clicked).toEqual(['Credit-note-CN-2026-27-0003.pdf']));
    expect(callsTo(fetchMock, '/api/credit_note/41')).toBe(1);
  });

  it('says when there are no invoices yet', async () => {
    mockFetch({
      '/api/plan_status/12': { body: { success: true, data: STATUS } },
      '/api/invoices/12': { body: { success: true, data: [] } },
    });
    renderRoute('/app/plan-status');
    const section = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(section).findByText('You have no invoices yet.')).toBeInTheDocument();
  });

  it('shows a failed download as a message and keeps the page', async () => {
    stubDownload();
    mockFetch({
      '/api/plan_status/12': { body: { success: true, data: STATUS } },
      '/api/invoices/12': { body: { success: true, data: INVOICES } },
      '/api/order/view/PO-000070': {
        status: 404,
        body: { success: false, message: 'No paid order found' },
      },
    });
    const { user } = renderRoute('/app/plan-status');
    await user.click(
      await screen.findByRole('button', { name: 'Download invoice INV/2026-27/000007' }),
    );
    expect(await screen.findByText('No paid order found')).toBeInTheDocument();
  });
});
