import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  findProblem,
  lastBody,
  mockApi,
  ok,
  openForm,
  PROPOSER_1,
  PROPOSERS,
  requests,
  silverApplication,
  tabFields,
  words,
} from './test-support';

type Routes = Parameters<typeof mockApi>[0];

/** Opens the saved Silver application (id 12) on the given tab. */
async function openSaved(tabName: string, routes: Routes = {}, application = silverApplication()) {
  const fetchMock = mockApi({ '/api/getApplication/12': ok(application), ...routes });
  const view = await openForm({ plan: null, path: '/register/user/membership-form/MTI=' });
  await view.user.click(screen.getByRole('tab', { name: tabName }));
  return { ...view, fetchMock };
}

const row = (name: string) => screen.getByRole('group', { name });
const selected = (name: string) =>
  expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');

describe('membership form, tab 2 Director Information', () => {
  it('adds rows up to five and deletes them while more than one is left', async () => {
    const { user } = await openSaved('Director Information');
    expect(within(row('Director 1')).getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Meera Kumar',
    );
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    const addNew = screen.getByRole('button', { name: 'Add New' });
    await user.click(addNew);
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(2);
    await user.click(addNew);
    await user.click(addNew);
    await user.click(addNew);
    expect(screen.getAllByRole('group', { name: /^Director \d$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add New' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete director 5' }));
    expect(screen.getAllByRole('group', { name: /^Director \d$/ })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument();
  });

  it('keeps only digits, at most 15, in the mobile numbers of the directors and the proposers', async () => {
    const { user } = await openSaved('Director Information');
    const directorMobile = within(row('Director 1')).getByRole('textbox', {
      name: 'Mobile Number',
    });
    await user.clear(directorMobile);
    await user.type(directorMobile, '+91 98-765 43210 1234');
    expect(directorMobile).toHaveValue('919876543210123');
    expect(directorMobile).toHaveAttribute('maxlength', '15');

    await user.click(screen.getByRole('tab', { name: 'Membership Details' }));
    const memberMobile = within(row('Member 2')).getByRole('textbox', { name: 'Mobile Number' });
    await user.clear(memberMobile);
    await user.type(memberMobile, '98x0000 0002');
    expect(memberMobile).toHaveValue('9800000002');
  });

  it('checks every started row: all three details, unique, not the applicant’s own', async () => {
    const { user, fetchMock } = await openSaved('Director Information');
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const second = within(row('Director 2'));
    await user.type(second.getByRole('textbox', { name: 'Name' }), 'Copy Cat');
    await user.type(second.getByRole('textbox', { name: 'Email' }), 'MEERA@example.com');
    await user.type(second.getByRole('textbox', { name: 'Mobile Number' }), '9000000001');
    const third = within(row('Director 3'));
    await user.type(third.getByRole('textbox', { name: 'Name' }), 'Half Done');
    const fourth = within(row('Director 4'));
    await user.type(fourth.getByRole('textbox', { name: 'Name' }), 'Myself');
    await user.type(fourth.getByRole('textbox', { name: 'Email' }), 'ravi@example.com');
    await user.type(fourth.getByRole('textbox', { name: 'Mobile Number' }), '9123456789');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await findProblem('Please complete this form accurately.');
    expect(second.getByText('Email addresses must be unique')).toBeInTheDocument();
    expect(second.getByText('Mobile numbers must be unique')).toBeInTheDocument();
    expect(third.getByText('Email is required')).toBeInTheDocument();
    expect(third.getByText('Mobile number is required')).toBeInTheDocument();
    expect(
      fourth.getByText("You can't use your email as director's Email address"),
    ).toBeInTheDocument();
    expect(
      fourth.getByText("You can't use your mobile number as director's mobile number"),
    ).toBeInTheDocument();
    expect(requests(fetchMock)).not.toContain('POST /api/step_2');
    selected('Director Information');
  });

  it('saves only complete rows with step_2, or director null when there are none', async () => {
    const { user, fetchMock } = await openSaved('Director Information', {
      'POST /api/step_2': ok(silverApplication(), { message: 'Director details saved' }),
    });
    const first = within(row('Director 1'));
    await user.clear(first.getByRole('textbox', { name: 'Name' }));
    await user.clear(first.getByRole('textbox', { name: 'Email' }));
    await user.clear(first.getByRole('textbox', { name: 'Mobile Number' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => selected('Membership Details'));
    expect(lastBody(fetchMock, '/api/step_2')).toEqual({
      id: 12,
      app_id: 'APP-0012',
      journey: 'new',
      is_admin: 0,
      is_draft: 0,
      director: null,
      steps: 2,
    });
  });
});

describe('membership form, tab 3 Membership Details', () => {
  it('checks both proposers with check_member, then saves step_3', async () => {
    const checked: unknown[] = [];
    const { user, fetchMock } = await openSaved('Membership Details', {
      'POST /api/check_member': (_url, init) => {
        checked.push(JSON.parse(String(init?.body)));
        return { body: { success: true, match: 'member' } };
      },
      'POST /api/step_3': ok(silverApplication(), { message: 'Membership details saved' }),
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'PROPOSED BY (members 1 and 2)' }),
    ).toBeInTheDocument();
    expect(within(row('Member 1')).getByRole('textbox', { name: 'Company Name' })).toHaveValue(
      'Member One Events',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => selected('Other Details'));
    expect(checked).toEqual([
      { email: 'member1@example.com', phone: '9800000001' },
      { email: 'member2@example.com', phone: '9800000002' },
    ]);
    expect(lastBody(fetchMock, '/api/step_3')).toEqual({
      id: 12,
      app_id: 'APP-0012',
      journey: 'new',
      is_admin: 0,
      is_draft: 0,
      members: PROPOSERS,
      signature: '/api/files/signature',
      stamp: '/api/files/stamp',
      membership_checked: 0,
      steps: 3,
    });
  });

  it('names the proposer who is not a member', async () => {
    const { user, fetchMock } = await openSaved('Membership Details', {
      'POST /api/check_member': (_url, init) => ({
        body: String(init?.body).includes('member1@')
          ? { success: true, match: 'member' }
          : { success: false, match: 'none' },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await findProblem(
      'Member 2: no member of Demo Association has this email address or this mobile number. Ask your proposer for the details on their membership, or name another member.',
    );
    expect(requests(fetchMock)).not.toContain('POST /api/step_3');
    selected('Membership Details');
  });

  it("says 'Unable to verify member details' when the check cannot run", async () => {
    const { user, fetchMock } = await openSaved('Membership Details', {
      'POST /api/check_member': { status: 503, body: { success: false, message: 'Down' } },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await findProblem('Unable to verify member details');
    expect(requests(fetchMock)).not.toContain('POST /api/step_3');
  });

  it('validates the proposers and the signature and stamp of other tiers', async () => {
    const { user, fetchMock } = await openSaved(
      'Membership Details',
      {},
      {
        ...silverApplication({ signature: '', stamp: '' }),
        members: [
          PROPOSER_1,
          { ...PROPOSER_1, row_id: 2, email: 'ravi@example.com', name: '', director: '' },
        ],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await findProblem('Please complete this form accurately.');
    const second = within(row('Member 2'));
    expect(second.getByText('Name is required')).toBeInTheDocument();
    expect(second.getByText('Director Name is required')).toBeInTheDocument();
    expect(second.getByText("You can't use your email for eema members")).toBeInTheDocument();
    expect(second.getByText('Mobile numbers must be different')).toBeInTheDocument();
    expect(within(tabFields()).getByText('Signature is required')).toBeInTheDocument();
    expect(within(tabFields()).getByText('Stamp is required')).toBeInTheDocument();
    expect(requests(fetchMock)).not.toContain('POST /api/check_member');
  });
});

describe('membership form, tab 4 Other Details', () => {
  it('counts the description’s words: N/100, then N/500, then the words exceeded', async () => {
    const { user } = await openSaved('Other Details');
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveAccessibleDescription('120/500');

    await user.clear(description);
    await user.type(description, 'We light  up stages');
    expect(description).toHaveAccessibleDescription('4/100');

    await user.clear(description);
    await user.click(description);
    await user.paste(words(99));
    expect(description).toHaveAccessibleDescription('99/100');
    await user.type(description, ' hundred');
    expect(description).toHaveAccessibleDescription('100/500');

    await user.clear(description);
    await user.click(description);
    await user.paste(words(505));
    expect(description).toHaveAccessibleDescription('505/500 5 words exceeded');
  });

  it('keeps Submit disabled until the agreement is ticked', async () => {
    const { user } = await openSaved('Other Details');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const agreement = screen.getByRole('checkbox', { name: /terms and conditions/ });
    await user.click(agreement);
    expect(submit).toBeEnabled();
    await user.click(agreement);
    expect(submit).toBeDisabled();
  });

  it('checks the description and the links', async () => {
    const { user, fetchMock } = await openSaved('Other Details');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'Too short');
    await user.type(screen.getByRole('textbox', { name: 'LinkedIn' }), 'https://example.com/me');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await findProblem('Please complete this form accurately.');
    expect(
      within(tabFields()).getByText('Description should be at least 100 words'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'LinkedIn' })).toHaveAccessibleDescription(
      'Please enter a valid URL',
    );
    expect(requests(fetchMock).filter((r) => r.startsWith('POST'))).toEqual([]);
  });
});
