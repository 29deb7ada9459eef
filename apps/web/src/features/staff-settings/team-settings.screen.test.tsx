// Settings › Company teams (admin, decision 118): whether a transfer of a company's account waits
// for the office's approval; saved with a banner that says what now happens, a failure in the
// GOV.UK error summary.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { mockApi, signInStaff, type Reply } from '../../app/staff/test-support';

const TEAM_SETTINGS: Reply = { body: { success: true, data: { transfers_need_approval: false } } };
const GROUP = 'Transfers of a company’s account need the office’s approval';

describe('settings: company teams', () => {
  beforeEach(() => signInStaff());

  it('turns approval of transfers on, sends it and says what it means', async () => {
    const calls = mockApi({
      'GET /api/staff/team/settings': TEAM_SETTINGS,
      'PUT /api/staff/team/settings': (_url, init) => ({
        body: { success: true, data: JSON.parse(String(init?.body)) as unknown },
      }),
    });
    const { user } = renderRoute('/staff/settings');
    const panel = await screen.findByRole('region', { name: 'Company teams' });
    const group = await within(panel).findByRole('group', { name: GROUP });
    expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    await user.click(within(panel).getByRole('button', { name: 'Save team settings' }));
    expect(
      await within(panel).findByText(/now waits for the office’s approval/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.callsTo('PUT /api/staff/team/settings')[0]?.body).toEqual({
        transfers_need_approval: true,
      }),
    );
  });

  it('shows a refused save in the error summary', async () => {
    mockApi({
      'GET /api/staff/team/settings': TEAM_SETTINGS,
      'PUT /api/staff/team/settings': {
        status: 409,
        body: { success: false, message: 'The settings could not be saved. Try again' },
      },
    });
    const { user } = renderRoute('/staff/settings');
    const panel = await screen.findByRole('region', { name: 'Company teams' });
    await user.click(await within(panel).findByRole('button', { name: 'Save team settings' }));
    const summary = await within(panel).findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(summary).toHaveTextContent('The settings could not be saved. Try again');
  });
});
