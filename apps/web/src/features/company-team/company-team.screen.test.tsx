import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TeamPerson, TeamView } from '@portico/domain/contracts/team.contract';
import { setAuth } from '../../app/session';
import { bodiesSentTo, mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

const ok = (data: unknown): MockReply => ({ body: { success: true, data } });
const saved = (data: unknown): MockReply => ({ body: { success: true, message: 'Done', data } });

const person = (fields: Partial<TeamPerson> & Pick<TeamPerson, 'id' | 'name'>): TeamPerson => ({
  email: '',
  mobile: '',
  role: 'admin',
  status: 'active',
  holder: false,
  invited_by: null,
  created_at: '2026-11-01T10:00:00.000Z',
  ...fields,
});

const HOLDER = person({ id: 1, name: 'Sneha Iyer', email: 'sneha@example.com', holder: true });
const ASHA = person({
  id: 2,
  name: 'Asha Rao',
  email: 'asha@example.com',
  role: 'billing',
  status: 'active',
  invited_by: 'Sneha Iyer',
});

const team = (
  people: TeamPerson[],
  me: TeamView['me'] = {
    id: 1,
    name: 'Sneha Iyer',
    role: 'admin',
    holder: true,
  },
): TeamView => ({
  company_name: 'Iyer Weddings',
  me,
  people,
  transfers_need_approval: false,
  transfer_request: null,
});

const association = ok({ name: 'Association', short_name: 'EMA', logo_url: null });

describe('the company’s team page', () => {
  beforeEach(() => setAuth('member-token', { id: 12, membership_id: 3, kind: 'member' }));

  it('lists the team and invites a billing person with the GOV.UK error pattern first', async () => {
    const fetchMock = mockFetch({
      '/api/association': association,
      '/api/team': ok(team([HOLDER])),
      'POST /api/team/invitations': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { name: string; email: string };
        const invited = person({ id: 3, name: body.name, email: body.email, role: 'billing' });
        return saved(team([HOLDER, { ...invited, status: 'invited' }]));
      },
    });
    const { user } = renderRoute('/app/team');
    await screen.findByRole('heading', { level: 1, name: 'Your company’s team' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Sneha Iyer')).toBeInTheDocument();
    expect(within(table).getByText('Admin (account holder)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Enter the person’s name')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByLabelText('Billing'));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invited (not signed in yet)')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/team/invitations')).toEqual([
      { name: 'Asha Rao', email: 'asha@example.com', mobile: '', role: 'billing' },
    ]);
  });

  it('lets the account holder transfer the account to an active person, after a question', async () => {
    const fetchMock = mockFetch({
      '/api/association': association,
      '/api/team': ok(team([HOLDER, ASHA])),
      'POST /api/team/transfer': () =>
        saved(
          team(
            [
              { ...HOLDER, holder: false },
              { ...ASHA, holder: true, role: 'admin' },
            ],
            {
              id: 1,
              name: 'Sneha Iyer',
              role: 'admin',
              holder: false,
            },
          ),
        ),
    });
    const { user } = renderRoute('/app/team');
    await user.click(await screen.findByRole('button', { name: 'Make account holder (Asha Rao)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Asha Rao the account holder?' });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer the account' }));
    expect(await screen.findByText('Asha Rao is now the account holder')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/team/transfer')).toEqual([{ person_id: 2 }]);
    expect(screen.queryByRole('button', { name: /Make account holder/ })).not.toBeInTheDocument();
  });

  it('shows a billing person their role, without the team or the invitation', async () => {
    mockFetch({
      '/api/association': association,
      '/api/team': ok(team([], { id: 2, name: 'Asha Rao', role: 'billing', holder: false })),
    });
    renderRoute('/app/team');
    expect(await screen.findByText(/signed in as/)).toHaveTextContent(
      'You are signed in as Asha Rao, billing.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('asks the association where it approves transfers, shows the wait, and withdraws', async () => {
    const approving = (view: TeamView): TeamView => ({ ...view, transfers_need_approval: true });
    const waiting = approving({
      ...team([HOLDER, ASHA]),
      transfer_request: {
        id: 9,
        from_name: 'Sneha Iyer',
        to_person_id: 2,
        to_name: 'Asha Rao',
        requested_at: '2026-11-20T10:00:00.000Z',
      },
    });
    const fetchMock = mockFetch({
      '/api/association': association,
      '/api/team': ok(approving(team([HOLDER, ASHA]))),
      'POST /api/team/transfer': () => saved(waiting),
      'POST /api/team/transfer/withdraw': () => saved(approving(team([HOLDER, ASHA]))),
    });
    const { user } = renderRoute('/app/team');
    await user.click(await screen.findByRole('button', { name: 'Make account holder (Asha Rao)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Asha Rao the account holder?' });
    expect(dialog).toHaveTextContent('The association approves transfers of an account.');
    await user.click(within(dialog).getByRole('button', { name: 'Ask the association' }));
    expect(
      await screen.findByText(
        'Your request to make Asha Rao the account holder was sent to the association',
      ),
    ).toBeInTheDocument();
    const notice = screen
      .getByText(/is waiting for the association’s approval/)
      .closest('[role=status]');
    expect(notice).toHaveTextContent(
      'Your request to make Asha Rao the account holder is waiting for the association’s approval.',
    );
    // One request at a time: no second transfer while it waits.
    expect(screen.queryByRole('button', { name: /Make account holder/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Withdraw the request' }));
    const withdraw = await screen.findByRole('dialog', { name: 'Withdraw your transfer request?' });
    await user.click(within(withdraw).getByRole('button', { name: 'Withdraw the request' }));
    expect(await screen.findByText('Your transfer request was withdrawn')).toBeInTheDocument();
    expect(screen.queryByText(/is waiting for the association’s approval/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Make account holder (Asha Rao)' }),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/team/transfer')).toEqual([{ person_id: 2 }]);
    expect(bodiesSentTo(fetchMock, 'POST /api/team/transfer/withdraw')).toEqual([{}]);
  });
});
