import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { changeDate, clearDate } from '../../test/date-input';
import { renderRoute } from '../../test/render-route';
import { mockApi, page, signInStaff, type Reply } from '../../app/staff/test-support';

const INVOICE = {
  kind: 'invoice',
  id: 70,
  number: 'PT/2026-27/0002',
  issued_at: '2026-05-20T20:00:00.000Z',
  invoice_number: 'PT/2026-27/0002',
  unique_order_id: 'PO-000070',
  buyer_name: 'Sneha Iyer',
  buyer_company: 'Iyer Weddings Pvt Ltd',
  buyer_gstin: null,
  buyer_type: 'b2c',
  member_number: 'PM-0012',
  email: 'renew@example.com',
  place_of_supply: '29-Karnataka',
  taxable: 2000,
  cgst: 0,
  sgst: 0,
  igst: 360,
  total: 2360,
  irn: null,
};

const CREDIT_NOTE = {
  ...INVOICE,
  kind: 'credit_note',
  id: 41,
  number: 'CN/2026-27/0001',
  issued_at: '2026-05-25T06:00:00.000Z',
  invoice_number: 'PT/2026-27/0001',
  unique_order_id: 'PO-000069',
  buyer_name: 'Rohan Kapoor',
  buyer_company: 'Kapoor Live Pvt Ltd',
  buyer_gstin: '27AABCK2345C1ZZ',
  buyer_type: 'b2b',
  place_of_supply: '27-Maharashtra',
  taxable: 500,
  cgst: 45,
  sgst: 45,
  igst: 0,
  total: 590,
};

const amounts = (count: number, taxable: number, cgst: number, igst: number) => ({
  count,
  taxable,
  cgst,
  sgst: cgst,
  igst,
  total: taxable + 2 * cgst + igst,
});

function totalsReply(url: URL): Reply {
  const group = {
    invoices: amounts(1, 1000, 90, 0),
    credit_notes: amounts(1, 500, 45, 0),
    net: amounts(2, 500, 45, 0),
  };
  return {
    body: {
      success: true,
      data: {
        from: url.searchParams.get('from'),
        to: url.searchParams.get('to'),
        b2b: group,
        b2c: group,
        all: group,
      },
    },
  };
}

function invoicesApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/staff/invoices': page([CREDIT_NOTE, INVOICE], 2),
    'GET /api/staff/invoices/totals': totalsReply,
    ...extra,
  });
}

/** jsdom neither makes blob URLs nor downloads: both stubbed, the saved file names recorded. */
function stubDownload() {
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  });
  return saved;
}

const pdf: Reply = { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) };

describe('staff invoices', () => {
  beforeEach(() =>
    signInStaff({ id: 3, email: 'accounts@example.com', name: 'Anil', roles: ['accounts'] }),
  );

  it('lists invoices and credit notes; each PDF downloads from its own address', async () => {
    const saved = stubDownload();
    const api = invoicesApi({
      'GET /api/order/view/PO-000070': pdf,
      'GET /api/staff/credit-notes/41/pdf': pdf,
    });
    const { user } = renderRoute('/staff/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices and credit notes' });
    const [, noteRow, invoiceRow] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(noteRow!).getByRole('rowheader', { name: 'CN/2026-27/0001' })).toBeVisible();
    expect(within(noteRow!).getByText('Credit note')).toBeInTheDocument();
    expect(within(noteRow!).getByText('of PT/2026-27/0001')).toBeInTheDocument();
    expect(within(noteRow!).getByText('27AABCK2345C1ZZ')).toBeInTheDocument();
    expect(within(noteRow!).getByText('CGST ₹45 + SGST ₹45')).toBeInTheDocument();
    // 20:00 UTC on 20 May is 21 May in India.
    expect(within(invoiceRow!).getByText('21-May-2026')).toBeInTheDocument();
    expect(within(invoiceRow!).getByText('Unregistered (B2C)')).toBeInTheDocument();
    expect(within(invoiceRow!).getByText('29-Karnataka')).toBeInTheDocument();
    expect(within(invoiceRow!).getByText('IGST ₹360')).toBeInTheDocument();
    expect(within(invoiceRow!).getByText('₹2,360')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'PDF of credit note CN/2026-27/0001' }));
    await user.click(screen.getByRole('button', { name: 'PDF of invoice PT/2026-27/0002' }));
    await waitFor(() =>
      expect(saved).toEqual(['Credit-note-CN-2026-27-0001.pdf', 'Invoice-PT-2026-27-0002.pdf']),
    );
    expect(api.callsTo('GET /api/staff/credit-notes/41/pdf')).toHaveLength(1);
    expect(api.callsTo('GET /api/order/view/PO-000070')).toHaveLength(1);
  });

  it('cancels a B2B invoice’s IRN within its 24 hours, with a reason, and shows it cancelled', async () => {
    const irn = { number: 'a1b2c3', acknowledged_at: '2026-05-20T20:05:00.000Z' };
    let cancelledAt: string | null = null;
    const b2b = { ...INVOICE, buyer_gstin: '29ABCDE1234F1ZW', buyer_type: 'b2b' };
    const api = invoicesApi({
      'GET /api/staff/invoices': () =>
        page([
          {
            ...b2b,
            irn: {
              ...irn,
              cancelled_at: cancelledAt,
              cancellable_until: cancelledAt ? null : '2026-05-21T20:05:00.000Z',
            },
          },
        ]),
      'POST /api/staff/einvoices/cancel': () => {
        cancelledAt = '2026-05-21T06:00:00.000Z';
        return {
          body: {
            success: true,
            message: 'IRN cancelled',
            data: { irn: irn.number, cancelled_at: cancelledAt },
          },
        };
      },
    });
    const { user } = renderRoute('/staff/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices and credit notes' });
    expect(within(table).getByText('IRN registered')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Cancel IRN of PT/2026-27/0002' }));
    const form = screen.getByRole('form', { name: 'Cancel the IRN of invoice PT/2026-27/0002' });
    // 20:05 UTC on 21 May is 01:35 on 22 May in India.
    expect(form).toHaveTextContent('It can be cancelled until 22-05-2026 01:35.');
    await user.click(within(form).getByRole('button', { name: 'Cancel the IRN' }));
    expect(await within(form).findByText('Select why the IRN is cancelled')).toBeVisible();
    expect(within(form).getByText('Enter a remark of 1 to 100 characters')).toBeVisible();
    expect(api.callsTo('POST /api/staff/einvoices/cancel')).toHaveLength(0);

    await user.click(within(form).getByLabelText('Data entry mistake'));
    await user.type(within(form).getByLabelText(/Remark for the IRP/), 'Wrong GSTIN');
    await user.click(within(form).getByRole('button', { name: 'Cancel the IRN' }));
    expect(await screen.findByText('IRN a1b2c3 cancelled at the IRP.')).toBeVisible();
    expect(api.callsTo('POST /api/staff/einvoices/cancel')[0]?.body).toEqual({
      document: 'invoice',
      id: 70,
      reason: '2',
      remark: 'Wrong GSTIN',
    });
    expect(await within(table).findByText('IRN cancelled 21-May-2026')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Cancel IRN/ })).toBeNull();
  });

  it('searches by text, kind and issue dates', async () => {
    const api = invoicesApi();
    const { user } = renderRoute('/staff/invoices');
    await user.type(await screen.findByLabelText('Search'), '27AABCK');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Document'), 'Credit notes');
    changeDate(document.body, 'Issued from', '2026-05-01');
    await waitFor(() => {
      const calls = api.callsTo('GET /api/staff/invoices');
      expect(Object.fromEntries(calls.at(-1)?.url.searchParams ?? [])).toEqual({
        q: '27AABCK',
        kind: 'credit_note',
        from: '2026-05-01',
        page: '1',
        pageSize: '20',
      });
    });
  });

  it('shows a period’s B2B and B2C totals and downloads it as XLSX, CSV and for Tally', async () => {
    const saved = stubDownload();
    const file: Reply = { blob: new Blob(['x']) };
    const api = invoicesApi({
      'GET /api/staff/export/gst.xlsx': file,
      'GET /api/staff/export/gst.csv': file,
      'GET /api/staff/export/tally.xml': file,
    });
    const { user } = renderRoute('/staff/invoices');
    // This month so far, to begin with.
    await screen.findByRole('table', { name: /^GST totals, 01-[A-Z][a-z]{2}-\d{4} to / });
    changeDate(document.body, 'First day', '2026-05-01');
    changeDate(document.body, 'Last day', '2026-05-31');
    await user.click(screen.getByRole('button', { name: 'Show this period' }));
    const totals = await screen.findByRole('table', {
      name: 'GST totals, 01-May-2026 to 31-May-2026',
    });
    const b2bNet = within(totals).getAllByRole('row')[3] as HTMLElement;
    expect(within(b2bNet).getByRole('rowheader', { name: /B2B/ })).toBeInTheDocument();
    expect(within(b2bNet).getByText('Net')).toBeInTheDocument();
    expect(within(b2bNet).getByText('₹590')).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Download XLSX for 01-May-2026 to 31-May-2026' }),
    );
    expect(await screen.findByText('Downloaded gst-2026-05-01-to-2026-05-31.xlsx')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Download CSV for 01-May-2026 to 31-May-2026' }),
    );
    await user.click(
      screen.getByRole('button', {
        name: 'Download for Tally (XML) for 01-May-2026 to 31-May-2026',
      }),
    );
    await waitFor(() =>
      expect(saved).toEqual([
        'gst-2026-05-01-to-2026-05-31.xlsx',
        'gst-2026-05-01-to-2026-05-31.csv',
        'tally-2026-05-01-to-2026-05-31.xml',
      ]),
    );
    const tally = api.callsTo('GET /api/staff/export/tally.xml')[0];
    expect(Object.fromEntries(tally?.url.searchParams ?? [])).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
    });
    const call = api.callsTo('GET /api/staff/export/gst.xlsx')[0];
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(call?.headers.get('Authorization')).toBe('Bearer staff-token');
  });

  it('downloads GSTR-1 for a month or a quarter as the CSV files and as JSON', async () => {
    const saved = stubDownload();
    const file: Reply = { blob: new Blob(['x']) };
    const api = invoicesApi({
      'GET /api/staff/export/gstr1.zip': file,
      'GET /api/staff/export/gstr1.json': file,
    });
    const { user } = renderRoute('/staff/invoices');
    const panel = await screen.findByRole('region', { name: 'GSTR-1 for the GST portal' });
    await user.selectOptions(within(panel).getByLabelText('Month'), 'May');
    await user.clear(within(panel).getByLabelText('Year'));
    await user.type(within(panel).getByLabelText('Year'), '2026');
    await user.click(
      within(panel).getByRole('button', { name: 'Download GSTR-1 CSV files (ZIP) for May 2026' }),
    );
    expect(await screen.findByText('Downloaded gstr1-2026-05-01-to-2026-05-31.zip')).toBeVisible();
    await user.click(within(panel).getByRole('radio', { name: /^Quarterly/ }));
    await user.click(
      within(panel).getByRole('button', { name: 'Download GSTR-1 JSON for Apr to Jun 2026' }),
    );
    await waitFor(() =>
      expect(saved).toEqual([
        'gstr1-2026-05-01-to-2026-05-31.zip',
        'gstr1-2026-04-01-to-2026-06-30.json',
      ]),
    );
    const zip = api.callsTo('GET /api/staff/export/gstr1.zip')[0];
    expect(Object.fromEntries(zip?.url.searchParams ?? [])).toEqual({
      month: '2026-05',
      frequency: 'monthly',
    });
    const json = api.callsTo('GET /api/staff/export/gstr1.json')[0];
    expect(Object.fromEntries(json?.url.searchParams ?? [])).toEqual({
      month: '2026-05',
      frequency: 'quarterly',
    });
  });

  it('asks for a GSTR-1 year GST knows, in a summary and beside the field', async () => {
    const api = invoicesApi();
    const { user } = renderRoute('/staff/invoices');
    const panel = await screen.findByRole('region', { name: 'GSTR-1 for the GST portal' });
    const year = within(panel).getByLabelText('Year');
    await user.clear(year);
    await user.type(year, '2016');
    await user.click(within(panel).getByRole('button', { name: /^Download GSTR-1 JSON/ }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'GST returns start from July 2017' }),
    ).toHaveAttribute('href', '#gstr1-year');
    expect(year).toHaveAccessibleDescription('Error: GST returns start from July 2017');
    expect(api.callsTo('GET /api/staff/export/gstr1.json')).toHaveLength(0);
  });

  it('says what is wrong with a period, in a summary and beside the field', async () => {
    invoicesApi();
    const { user } = renderRoute('/staff/invoices');
    const firstDay = await screen.findByRole('group', { name: 'First day' });
    const first = within(firstDay).getByLabelText('Day');
    clearDate(document.body, 'First day');
    changeDate(document.body, 'Last day', '2026-05-31');
    await user.click(screen.getByRole('button', { name: 'Show this period' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'Enter the first day of the period' }),
    ).toHaveAttribute('href', '#gst-from');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAttribute('id', 'gst-from');
    expect(firstDay).toHaveAccessibleDescription(
      'For example, 27 3 2026 Enter the first day of the period',
    );
  });

  it('names a period day left without its month as GOV.UK does', async () => {
    invoicesApi();
    const { user } = renderRoute('/staff/invoices');
    const firstDay = await screen.findByRole('group', { name: 'First day' });
    fireEvent.change(within(firstDay).getByLabelText('Month'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Show this period' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'First day must include a month' }),
    ).toHaveAttribute('href', '#gst-from');
    expect(within(firstDay).getByLabelText('Month')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not for the office role: says so and asks nothing', async () => {
    signInStaff({ id: 2, email: 'office@example.com', name: 'Omar', roles: ['office'] });
    const api = invoicesApi();
    renderRoute('/staff/invoices');
    expect(
      await screen.findByText(/Your account does not have access to the invoices/),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/staff/invoices')).toHaveLength(0);
    expect(api.callsTo('GET /api/staff/invoices/totals')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
  });
});
