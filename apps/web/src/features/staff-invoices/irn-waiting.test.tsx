// The documents waiting for an IRN (issue #28 item 9, decision 086): listed for accounts with why.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, signInStaff, type Reply } from '../../app/staff/test-support';
import { IrnWaiting } from './irn-waiting';

const WAITING = {
  document: 'invoice',
  id: 42,
  number: 'PT/2627/000042',
  issued_at: '2026-11-20T06:30:00.000Z',
  window_closes_at: '2026-12-20T06:30:00.000Z',
  buyer: 'Rao Events Pvt Ltd',
  attempts: 3,
  last_error: 'The IRP is not answering (503)',
  next_attempt_at: '2026-11-29T07:00:00.000Z',
};
const listed = (data: unknown[]): Reply => ({ body: { success: true, data } });

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IrnWaiting allowed />
    </QueryClientProvider>,
  );
}

describe('documents waiting for an IRN', () => {
  beforeEach(() => signInStaff());

  it('lists each document with its buyer, its 30-day window and why it waits', async () => {
    mockApi({ 'GET /api/staff/einvoices/waiting': listed([WAITING]) });
    renderPanel();
    const table = await screen.findByRole('table', { name: /waiting for an IRN/ });
    const row = within(table).getByRole('row', { name: /PT\/2627\/000042/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Invoice PT/2627/000042');
    expect(within(row).getByText('Rao Events Pvt Ltd')).toBeInTheDocument();
    expect(within(row).getByText('20-Dec-2026')).toBeInTheDocument();
    expect(
      within(row).getByText(
        /^The IRP is not answering \(503\) \(3 tries\)\. Next try 29-Nov-2026\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    mockApi({ 'GET /api/staff/einvoices/waiting': listed([]) });
    renderPanel();
    expect(await screen.findByText('No document is waiting for an IRN.')).toBeInTheDocument();
  });
});
