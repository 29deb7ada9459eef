// Tab 3 under the association's proposer rule (decision 070): one proposer asked and checked, or none
// (the tab says so, and asks only the signature and stamp); a submitted application keeps its rule.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_PROPOSERS_NEEDED } from './membership-details-tab';
import {
  findProblem,
  lastBody,
  mockApi,
  ok,
  openForm,
  PROPOSER_1,
  PROPOSERS,
  silverApplication,
} from './test-support';

const ASSOCIATION = {
  name: 'Demo Association',
  short_name: null,
  email: null,
  phone: null,
  logo_url: null,
  gst_rate: 18,
};

/** The saved Silver application (id 12) opened on tab 3, the association asking `rule` proposers. */
async function openTab3(rule: 0 | 1 | 2, application = silverApplication()) {
  const checked: unknown[] = [];
  const fetchMock = mockApi({
    '/api/association': ok({ ...ASSOCIATION, proposers_required: rule }),
    '/api/getApplication/12': ok(application),
    'POST /api/check_member': (_url, init) => {
      checked.push(JSON.parse(String(init?.body)));
      return { body: { success: true, match: 'member' } };
    },
    'POST /api/step_3': ok(silverApplication(), { message: 'Membership details saved' }),
  });
  const view = await openForm({ plan: null, path: '/register/user/membership-form/MTI=' });
  await view.user.click(screen.getByRole('tab', { name: 'Membership Details' }));
  return { ...view, fetchMock, checked };
}

const selected = (name: string) =>
  expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');

describe('tab 3 under the proposer rule', () => {
  it('with one, asks and checks member 1 only, and saves one row', async () => {
    const { user, fetchMock, checked } = await openTab3(1);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'PROPOSED BY (member 1)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Member 1' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Member 2' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => selected('Other Details'));
    expect(checked).toEqual([{ email: 'member1@example.com', phone: '9800000001' }]);
    expect(lastBody(fetchMock, '/api/step_3')).toMatchObject({ members: [PROPOSER_1] });
  });

  it('with one, names what member 1 is missing', async () => {
    const { user } = await openTab3(1, {
      ...silverApplication(),
      members: [{ ...PROPOSER_1, name: '' }],
    });
    await screen.findByRole('heading', { level: 2, name: 'PROPOSED BY (member 1)' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await findProblem('Please complete this form accurately.');
    const member1 = within(screen.getByRole('group', { name: 'Member 1' }));
    expect(member1.getByText('Name is required')).toBeInTheDocument();
  });

  it('with none, says no proposers are needed and saves without any', async () => {
    const { user, fetchMock, checked } = await openTab3(0);
    expect(await screen.findByText(NO_PROPOSERS_NEEDED)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Member/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /PROPOSED BY/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => selected('Other Details'));
    expect(checked).toEqual([]);
    expect(lastBody(fetchMock, '/api/step_3')).toMatchObject({
      members: [],
      signature: '/api/files/signature',
      stamp: '/api/files/stamp',
    });
  });

  it('keeps the rule a submitted application was sent under, whatever the setting now', async () => {
    await openTab3(0, { ...silverApplication(), proposers_required: 2, members: PROPOSERS });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'PROPOSED BY (members 1 and 2)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Member 2' })).toBeInTheDocument();
  });
});
