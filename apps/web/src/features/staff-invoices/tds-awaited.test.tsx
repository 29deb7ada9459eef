// TDS awaiting its certificate (issue #28 item 3, decision 081): listed for accounts, each recorded
// with the certificate's number and date.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, signInStaff, type Reply } from '../../app/staff/test-support';
import { TdsAwaited } from './tds-awaited';
import { typeDate } from '../../test/date-input';

const ITEM = {
  id: 7,
  application_id: 12,
  unique_order_id: 'PO-0050',
  invoice_number: 'PT/2627/000050',
  name: 'Rao Events Pvt Ltd',
  section: '194J',
  rate: 10,
  amount: 2500,
  received_on: '2026-10-30',
  certificate_number: null,
  certificate_date: null,
};
const page = (items: unknown[]): Reply => ({
  body: { success: true, data: { items, total: items.length, page: 1, pageSize: 100 } },
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TdsAwaited allowed />
    </QueryClientProvider>,
  );
}

describe('TDS certificates awaited', () => {
  beforeEach(() => signInStaff());

  it('lists the TDS awaited and records a certificate', async () => {
    let recorded = false;
    const api = mockApi({
      'GET /api/staff/tds': () => page(recorded ? [] : [ITEM]),
      'POST /api/staff/tds/7/certificate': () => {
        recorded = true;
        return {
          body: {
            success: true,
            data: { ...ITEM, certificate_number: 'ABCD1234', certificate_date: '2026-11-20' },
          },
        };
      },
    });
    renderPanel();
    const table = await screen.findByRole('table', { name: /TDS certificates awaited/ });
    const row = within(table).getByRole('row', { name: /PO-0050/ });
    expect(within(row).getByText('194J @ 10%')).toBeInTheDocument();
    expect(within(row).getByText('₹2,500')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(
      within(row).getByRole('button', { name: 'Record certificate for order PO-0050' }),
    );
    const form = screen.getByRole('form', { name: 'TDS certificate for order PO-0050' });
    await user.click(within(form).getByRole('button', { name: 'Record certificate' }));
    expect(await within(form).findByText('Enter the certificate number')).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff/tds/7/certificate')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/Certificate number/), 'ABCD1234');
    await typeDate(user, form, /Certificate date/, '2026-11-20');
    await user.click(within(form).getByRole('button', { name: 'Record certificate' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff/tds/7/certificate')[0]?.body).toEqual({
        number: 'ABCD1234',
        date: '2026-11-20',
      }),
    );
    expect(await screen.findByText('No TDS is awaiting its certificate.')).toBeInTheDocument();
  });
});
