import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { mockApi, signInStaff } from '../../app/staff/test-support';
import { MemberTeam } from './member-team';

const person = (id: number, name: string, role: string, holder = false) => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  mobile: '',
  role,
  status: 'active',
  holder,
  invited_by: holder ? null : 'Sneha Iyer',
  created_at: '2026-11-01T10:00:00.000Z',
});

const HOLDER = person(1, 'Sneha Iyer', 'admin', true);
const ASHA = person(2, 'Asha Rao', 'billing');

describe('a company’s team on the member record (back office)', () => {
  beforeEach(() => signInStaff());

  it('lists the team and removes a person after a question; the holder has no Remove', async () => {
    const api = mockApi({
      'GET /api/staff/members/7/team': {
        body: { success: true, data: { people: [HOLDER, ASHA] } },
      },
      'POST /api/staff/members/7/team/2/remove': {
        body: {
          success: true,
          message: 'Person removed from the team',
          data: { people: [HOLDER] },
        },
      },
    });
    const { user } = renderRoute('/', [
      { path: '/', element: <MemberTeam memberId={7} canRemove /> },
    ]);
    expect(await screen.findByText(/Sneha Iyer · Admin \(account holder\)/)).toBeInTheDocument();
    expect(screen.getByText(/Asha Rao · Billing/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Remove/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Asha Rao from the team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText(/Asha Rao · Billing/)).toBeNull());
    expect(api.callsTo('POST /api/staff/members/7/team/2/remove')).toHaveLength(1);
  });

  it('offers no Remove to a role that may not remove', async () => {
    mockApi({
      'GET /api/staff/members/7/team': {
        body: { success: true, data: { people: [HOLDER, ASHA] } },
      },
    });
    renderRoute('/', [{ path: '/', element: <MemberTeam memberId={7} canRemove={false} /> }]);
    expect(await screen.findByText(/Asha Rao · Billing/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
