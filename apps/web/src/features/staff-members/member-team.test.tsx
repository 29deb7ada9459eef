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
        body: { success: true, data: { people: [HOLDER, ASHA], transfer_request: null } },
      },
      'POST /api/staff/members/7/team/2/remove': {
        body: {
          success: true,
          message: 'Person removed from the team',
          data: { people: [HOLDER], transfer_request: null },
        },
      },
    });
    const { user } = renderRoute('/', [
      { path: '/', element: <MemberTeam memberId={7} canManage /> },
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
        body: { success: true, data: { people: [HOLDER, ASHA], transfer_request: null } },
      },
    });
    renderRoute('/', [{ path: '/', element: <MemberTeam memberId={7} canManage={false} /> }]);
    expect(await screen.findByText(/Asha Rao · Billing/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  const REQUEST = {
    id: 5,
    from_name: 'Sneha Iyer',
    to_person_id: 2,
    to_name: 'Asha Rao',
    requested_at: '2026-11-20T10:00:00.000Z',
  };
  const WAITING = {
    body: { success: true, data: { people: [HOLDER, ASHA], transfer_request: REQUEST } },
  };
  const MOVED = {
    body: {
      success: true,
      message: 'Transfer approved',
      data: {
        people: [
          { ...ASHA, role: 'admin', holder: true },
          { ...HOLDER, holder: false },
        ],
        transfer_request: null,
      },
    },
  };

  it('shows a transfer waiting for approval and approves it after a question', async () => {
    const api = mockApi({
      'GET /api/staff/members/7/team': WAITING,
      'POST /api/staff/members/7/team/transfer/approve': MOVED,
    });
    const { user } = renderRoute('/', [
      { path: '/', element: <MemberTeam memberId={7} canManage /> },
    ]);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Transfer waiting for approval. Sneha Iyer, the account holder, asked on 20 November 2026 to make Asha Rao the account holder.',
    );
    await user.click(within(note).getByRole('button', { name: 'Approve the transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Asha Rao the account holder?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve the transfer' }));
    expect(await screen.findByText(/Asha Rao · Admin \(account holder\)/)).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
    expect(api.callsTo('POST /api/staff/members/7/team/transfer/approve')[0]?.body).toEqual({
      request_id: 5,
    });
  });

  it('refuses only with a reason, shown with the GOV.UK error pattern, then after a question', async () => {
    const api = mockApi({
      'GET /api/staff/members/7/team': WAITING,
      'POST /api/staff/members/7/team/transfer/refuse': {
        body: {
          success: true,
          message: 'Transfer refused',
          data: { people: [HOLDER, ASHA], transfer_request: null },
        },
      },
    });
    const { user } = renderRoute('/', [
      { path: '/', element: <MemberTeam memberId={7} canManage /> },
    ]);
    const note = await screen.findByRole('note');
    await user.click(within(note).getByText('Refuse the transfer'));
    await user.click(within(note).getByRole('button', { name: 'Refuse' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Enter why the transfer is refused' }),
    ).toHaveAttribute('href', '#transfer-refuse-reason');
    const reason = screen.getByLabelText('Why is the transfer refused?');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/staff/members/7/team/transfer/refuse')).toHaveLength(0);

    await user.type(reason, 'Asha is not a director');
    await user.click(within(note).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this transfer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, refuse it' }));
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(api.callsTo('POST /api/staff/members/7/team/transfer/refuse')[0]?.body).toEqual({
      request_id: 5,
      reason: 'Asha is not a director',
    });
  });

  it('shows a waiting transfer without Approve or Refuse to a role that may not decide', async () => {
    mockApi({ 'GET /api/staff/members/7/team': WAITING });
    renderRoute('/', [{ path: '/', element: <MemberTeam memberId={7} canManage={false} /> }]);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Transfer waiting for approval.');
    expect(within(note).queryByRole('button')).toBeNull();
    expect(within(note).queryByText('Refuse the transfer')).toBeNull();
  });
});
