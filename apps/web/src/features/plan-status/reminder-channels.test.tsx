import { screen, within } from '@testing-library/react';
import type { PlanStatus } from '@portico/domain/member';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAuth } from '../../app/session';
import { bodiesSentTo, mockFetch } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

const STATUS: PlanStatus = {
  Plan_Name: 'Gold',
  Plan: 'active',
  Annual_Fees: 150000,
  gst: 27000,
  total: 177000,
  Plan_Expiry: '2026-03-31-23-59-59',
  renew: false,
  revive: false,
  app_id: 12,
  Unique_id: 'EEMA-0012',
  Name: 'Rao Events Pvt Ltd',
  Email: 'asha@example.com',
  manual: 0,
  pdf_standalone: null,
  can_upgrade: false,
  upgrade_app_id: null,
  upgrade_payable: null,
  gst_rate: 18,
};

describe('plan status: renewal reminder channels', { timeout: 20_000 }, () => {
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
    const section = await screen.findByRole(
      'region',
      { name: 'Renewal reminders' },
      { timeout: 5000 },
    );
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
    const section = await screen.findByRole(
      'region',
      { name: 'Renewal reminders' },
      { timeout: 5000 },
    );
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
