import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { mockApi, page, signInStaff } from '../../app/staff/test-support';

describe('staff accounts', () => {
  beforeEach(() => signInStaff());

  it('lists accounts and invites a zone manager by email', async () => {
    const api = mockApi({
      'GET /api/staff/staff': page([
        {
          id: 1,
          email: 'admin@example.com',
          name: 'Asha Admin',
          active: true,
          roles: [{ role: 'admin', zone: null }],
          created_at: '2024-12-20T10:00:00.000Z',
        },
        {
          id: 5,
          email: 'zm.north@example.com',
          name: 'Neel North',
          active: false,
          roles: [{ role: 'zone_manager', zone: 'north' }],
          created_at: '2024-12-21T10:00:00.000Z',
        },
      ]),
      'POST /api/staff/staff/invitations': {
        body: {
          success: true,
          message: 'Invitation sent',
          data: {
            id: 9,
            email: 'zm.east@example.com',
            name: 'Esha East',
            active: true,
            roles: [
              { role: 'accounts', zone: null },
              { role: 'zone_manager', zone: 'east' },
            ],
            created_at: '2025-01-02T10:00:00.000Z',
          },
        },
      },
    });
    const { user } = renderRoute('/staff/staff');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Zone manager (North)')).toBeInTheDocument();
    expect(within(table).getByText('No (inactive)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Invite staff member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' });
    expect(within(dialog).getByText(/We email them an invitation/)).toBeVisible();
    expect(within(dialog).queryByLabelText('Active (can sign in)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Give the account at least one role'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Email/), 'ZM.East@Example.com');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Esha East');
    await user.click(within(dialog).getByLabelText('East zone'));
    await user.click(within(dialog).getByLabelText(/^Accounts/));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff/staff')).toHaveLength(0);
    expect(api.callsTo('POST /api/staff/staff/invitations')[0]?.body).toEqual({
      email: 'zm.east@example.com',
      name: 'Esha East',
      roles: [{ role: 'accounts' }, { role: 'zone_manager', zone: 'east' }],
    });
  });
});
