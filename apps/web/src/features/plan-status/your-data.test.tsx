import { screen, within } from '@testing-library/react';
import { PRIVACY_MESSAGES } from '@portico/domain/privacy';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAuth } from '../../app/session';
import { bodiesSentTo, mockFetch } from '../../test/mock-fetch';
import { goldPlanStatus } from '../../test/plan-status-fixture';
import { renderRoute } from '../../test/render-route';

const STATUS = goldPlanStatus({ can_upgrade: false });

const REQUEST = {
  id: 4,
  kind: 'correction',
  status: 'refused',
  details: 'Wrong address',
  reason: 'The address is as registered.',
  created_at: '2026-02-01T10:00:00.000Z',
  closed_at: '2026-02-02T10:00:00.000Z',
};

function routes(extra: Record<string, unknown> = {}) {
  return mockFetch({
    '/api/plan_status/12': { body: { success: true, data: STATUS } },
    '/api/invoices/12': { body: { success: true, data: [] } },
    '/api/reminder_channels': { body: { success: true, data: { email: true, whatsapp: true } } },
    '/api/my_data_requests': { body: { success: true, data: [REQUEST] } },
    ...extra,
  } as Parameters<typeof mockFetch>[0]);
}

async function yourData() {
  return screen.findByRole('region', { name: 'Your data' });
}

describe('plan status: your data (decision 045)', () => {
  beforeEach(() => setAuth('member-token', { id: 12, membership_id: 3, kind: 'member' }));

  it('offers the downloads and lists the requests made, with a refusal’s reason', async () => {
    routes();
    renderRoute('/app/plan-status');
    const section = await yourData();
    expect(
      within(section).getByRole('button', { name: 'Download your data (JSON)' }),
    ).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Download your data (PDF)' })).toBeEnabled();
    expect(within(section).getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const table = await within(section).findByRole('table', { name: 'Your requests' });
    expect(table).toHaveTextContent('Correction');
    expect(table).toHaveTextContent('Refused: The address is as registered.');
  });

  it('asks what is wrong before sending a correction, then sends it', async () => {
    const fetchMock = routes({
      'POST /api/my_data_requests': {
        body: {
          success: true,
          message: PRIVACY_MESSAGES.requestSent,
          data: { ...REQUEST, id: 5, status: 'open', reason: null, closed_at: null },
        },
      },
    });
    const { user } = renderRoute('/app/plan-status');
    const section = await yourData();
    await user.click(within(section).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PRIVACY_MESSAGES.correctionRequired);
    const details = within(section).getByLabelText('What is wrong, and what should it be?');
    expect(details).toHaveAccessibleDescription(new RegExp(PRIVACY_MESSAGES.correctionRequired));
    await user.type(details, 'My company name is misspelt');
    await user.click(within(section).getByRole('button', { name: 'Send request' }));
    expect(await within(section).findByText(PRIVACY_MESSAGES.requestSent)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/my_data_requests')).toEqual([
      { kind: 'correction', details: 'My company name is misspelt' },
    ]);
  });

  it('sends an erasure only once confirmed', async () => {
    const fetchMock = routes({
      'POST /api/my_data_requests': {
        body: {
          success: true,
          message: PRIVACY_MESSAGES.requestSent,
          data: { ...REQUEST, id: 6, kind: 'erasure', status: 'open', details: null, reason: null },
        },
      },
    });
    const { user } = renderRoute('/app/plan-status');
    const section = await yourData();
    await user.click(within(section).getByRole('radio', { name: 'Erase my personal data' }));
    await user.click(within(section).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      PRIVACY_MESSAGES.erasureConfirmRequired,
    );
    expect(bodiesSentTo(fetchMock, 'POST /api/my_data_requests')).toEqual([]);
    await user.click(
      within(section).getByRole('checkbox', { name: 'I understand, erase my personal data' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Send request' }));
    expect(await within(section).findByText(PRIVACY_MESSAGES.requestSent)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/my_data_requests')).toEqual([
      { kind: 'erasure', confirm: true },
    ]);
  });
});
