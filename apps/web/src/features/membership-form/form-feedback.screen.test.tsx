// Issue #14: the error summary, the proposer check on its fields, drafts as typed and check your
// answers.
import { proposerNotMember } from '@portico/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  confirmAnswers,
  findProblem,
  lastBody,
  mockApi,
  ok,
  openForm,
  requests,
  silverApplication,
  tabFields,
  TEST_ASSOCIATION_NAME,
} from './test-support';

type Routes = Parameters<typeof mockApi>[0];

const SAVES = {
  'POST /api/step_2': ok(silverApplication(), { message: 'Your draft is saved' }),
  'POST /api/check_member': { body: { success: true, match: 'member' } },
  'POST /api/step_3': ok(silverApplication(), { message: 'Your draft is saved' }),
  'POST /api/step_4': { body: { success: true, message: 'Application submitted' } },
} satisfies Routes;

async function openSaved(tabName: string, routes: Routes = {}, application = silverApplication()) {
  const fetchMock = mockApi({
    '/api/getApplication/12': ok(application),
    ...SAVES,
    ...routes,
  });
  const view = await openForm({ plan: null, path: '/register/user/membership-form/MTI=' });
  await view.user.click(screen.getByRole('tab', { name: tabName }));
  return { ...view, fetchMock };
}

const row = (name: string) => screen.getByRole('group', { name });
const selected = (name: string) =>
  expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');

describe('the error summary', () => {
  it('lists the tab’s errors as links that focus their fields, and no toast', async () => {
    mockApi();
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await findProblem('Please complete this form accurately.');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    const links = within(summary).getAllByRole('link');
    // In the order of the page: Full Name first.
    expect(links[0]).toHaveTextContent('Name is required');
    expect(links[0]).toHaveAttribute('href', '#field-name');
    await user.click(within(summary).getByRole('link', { name: 'Email is required' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    // Each field keeps its own message.
    expect(within(tabFields()).getByText('Email is required')).toBeInTheDocument();
    expect(
      screen.queryByText('Please complete this form accurately.', { selector: '[role=status] *' }),
    ).toBeNull();

    // A corrected field leaves the summary.
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Asha');
    await waitFor(() =>
      expect(within(summary).queryByRole('link', { name: 'Name is required' })).toBeNull(),
    );
  });

  it('shows the proposer check’s message on that proposer’s fields', async () => {
    const { user, fetchMock } = await openSaved('Membership Details', {
      'POST /api/check_member': (_url, init) => ({
        body: String(init?.body).includes('member1@')
          ? { success: true, match: 'member' }
          : { success: false, match: 'none' },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const message = proposerNotMember(2, 'none', TEST_ASSOCIATION_NAME);
    const summary = await findProblem(message);
    // Listed once, though both fields carry it.
    expect(within(summary).getAllByText(message)).toHaveLength(1);
    const second = within(row('Member 2'));
    expect(second.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(message);
    expect(second.getByRole('textbox', { name: 'Mobile Number' })).toHaveAccessibleDescription(
      message,
    );
    expect(within(row('Member 1')).queryByText(message)).toBeNull();
    expect(requests(fetchMock)).not.toContain('POST /api/step_3');
  });

  it('puts a proposer whose email matched but mobile did not on the mobile field only', async () => {
    const { user } = await openSaved('Membership Details', {
      'POST /api/check_member': (_url, init) => ({
        body: String(init?.body).includes('member1@')
          ? { success: true, match: 'member' }
          : { success: false, match: 'email_only' },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const message = proposerNotMember(2, 'email_only', TEST_ASSOCIATION_NAME);
    expect(message).toContain('the mobile number is not the one');
    await findProblem(message);
    const second = within(row('Member 2'));
    expect(second.getByRole('textbox', { name: 'Mobile Number' })).toHaveAccessibleDescription(
      message,
    );
    expect(second.getByRole('textbox', { name: 'Email' })).not.toHaveAccessibleDescription(message);
  });

  it('opens the tab a 400 of the final submit names, with the server’s errors', async () => {
    const { user } = await openSaved(
      'Other Details',
      {
        'POST /api/step_4': {
          status: 400,
          body: {
            success: false,
            message: 'Please complete this form accurately.',
            errors: { tab: '3', 'members.0.name': 'Name is required' },
          },
        },
      },
      silverApplication({ steps: 4 }),
    );
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await confirmAnswers(user);
    const summary = await findProblem('Name is required');
    selected('Membership Details');
    expect(within(summary).getByRole('link', { name: 'Name is required' })).toHaveAttribute(
      'href',
      '#field-members-0-name',
    );
  });
});

describe('Save as Draft', () => {
  it('saves the tab as it is, invalid values included, without the member check', async () => {
    const { user, fetchMock } = await openSaved('Membership Details');
    const first = within(row('Member 1'));
    await user.clear(first.getByRole('textbox', { name: 'Email' }));
    await user.type(first.getByRole('textbox', { name: 'Email' }), 'half@');
    await user.clear(first.getByRole('textbox', { name: 'Director Name' }));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await screen.findByRole('dialog', { name: 'Your draft is saved' });
    expect(lastBody(fetchMock, '/api/step_3')).toMatchObject({
      is_draft: 1,
      members: [expect.objectContaining({ email: 'half@', director: '' }), expect.anything()],
    });
    expect(requests(fetchMock)).not.toContain('POST /api/check_member');
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
  });

  it('sends partial director rows and a short description', async () => {
    const { user, fetchMock } = await openSaved('Director Information');
    const director = within(row('Director 1'));
    await user.clear(director.getByRole('textbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await screen.findByRole('dialog', { name: 'Your draft is saved' });
    expect(lastBody(fetchMock, '/api/step_2')).toMatchObject({
      is_draft: 1,
      director: [expect.objectContaining({ name: 'Meera Kumar', email: '' })],
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('tab', { name: 'Other Details' }));
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await screen.findByRole('dialog', { name: 'Your draft is saved' });
    expect(lastBody(fetchMock, '/api/step_4')).toMatchObject({
      is_draft: 1,
      description: 'Too short',
      membership_checked: 0,
    });
  });
});

describe('check your answers', () => {
  it('shows every section with a Change link before the final submit', async () => {
    const { user, fetchMock } = await openSaved(
      'Other Details',
      {},
      silverApplication({ steps: 4 }),
    );
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const heading = await screen.findByRole('heading', {
      name: 'Check your answers before submitting your application',
    });
    expect(heading).toHaveFocus();
    expect(requests(fetchMock).filter((r) => r.startsWith('POST'))).toEqual([]);
    for (const section of [
      'Basic Details',
      'Director Information',
      'Membership Details',
      'Other Details',
    ]) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('Meera Kumar', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change Director Information' }));
    selected('Director Information');
    await user.click(screen.getByRole('tab', { name: 'Other Details' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await confirmAnswers(user);
    await waitFor(() => expect(requests(fetchMock)).toContain('POST /api/step_4'));
    expect(lastBody(fetchMock, '/api/step_4')).toMatchObject({ is_draft: 0 });
  });
});
