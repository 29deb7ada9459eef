import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAuth } from '../../app/session';
import { bodiesSentTo, mockFetch } from '../../test/mock-fetch';
import { goldPlanStatus } from '../../test/plan-status-fixture';
import { renderRoute } from '../../test/render-route';

const STATUS = goldPlanStatus({ can_upgrade: false });

describe('plan status: renewal reminder channels', () => {
  beforeEach(() => setAuth('member-token', { id: 12, membership_id: 3, kind: 'member' }));

  it('shows the member’s choice and saves a change', async () => {
    const fetchMock = mockFetch({
      '/api/plan_status/12': { body: { success: true, data: STATUS } },
      '/api/invoices/12': { body: { success: true, data: [] } },
      '/api/reminder_channels': { body: { success: true, data: { email: true, whatsapp: true } } },
      'PUT /api/reminder_channels': {
        body: { success: true, data: { email: false, whatsapp: true } },
      },
    });
    const { user } = renderRoute('/app/plan-status');
    const section = await screen.findByRole('region', { name: 'Renewal reminders' });
    const email = within(section).getByRole('checkbox', { name: 'Email' });
    expect(email).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'WhatsApp' })).toBeChecked();
    await user.click(email);
    await user.click(within(section).getByRole('button', { name: 'Save reminder choice' }));
    expect(await within(section).findByText('Your reminder choice is saved.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/reminder_channels')).toEqual([
      { email: false, whatsapp: true },
    ]);
  });

  it('asks for at least one channel, with the error summary and the message on the field', async () => {
    const fetchMock = mockFetch({
      '/api/plan_status/12': { body: { success: true, data: STATUS } },
      '/api/invoices/12': { body: { success: true, data: [] } },
      '/api/reminder_channels': { body: { success: true, data: { email: true, whatsapp: false } } },
    });
    const { user } = renderRoute('/app/plan-status');
    const section = await screen.findByRole('region', { name: 'Renewal reminders' });
    await user.click(within(section).getByRole('checkbox', { name: 'Email' }));
    await user.click(within(section).getByRole('button', { name: 'Save reminder choice' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Choose email, WhatsApp or both',
    );
    expect(within(section).getByRole('group')).toHaveAccessibleDescription(
      expect.stringContaining('Choose email, WhatsApp or both'),
    );
    expect(bodiesSentTo(fetchMock, 'PUT /api/reminder_channels')).toEqual([]);
  });
});
