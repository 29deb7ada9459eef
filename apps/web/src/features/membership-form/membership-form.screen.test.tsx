import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getProcess, mergeProcessData, setCurrentMembership } from '../../app/process';
import { getSession, setAuth, setToken } from '../../app/session';
import { CATEGORIES, type MockReply } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';
import { dateShown, typeDate } from '../../test/date-input';
import {
  DOCUMENT,
  confirmAnswers,
  findProblem,
  lastBody,
  mockApi,
  ok,
  openForm,
  planHistory,
  requests,
  silverApplication,
  STAR,
  STAR_BASICS,
  tabFields,
  tabPanel,
} from './test-support';

type Routes = Parameters<typeof mockApi>[0];

const SAVES = {
  'POST /api/step_1': ok(12, { app_id: 'APP-0012', message: 'Saved' }),
  'POST /api/step_2': ok(silverApplication(), { message: 'Director details saved' }),
  'POST /api/check_member': { body: { success: true, match: 'member' } },
  'POST /api/step_3': ok(silverApplication(), { message: 'Membership details saved' }),
  'POST /api/step_4': { body: { success: true, message: 'Application submitted' } },
} satisfies Routes;

async function openSaved(
  options: { application?: Record<string, unknown>; routes?: Routes; path?: string } = {},
) {
  const {
    application = silverApplication(),
    routes = {},
    path = '/register/user/membership-form/MTI=',
  } = options;
  const fetchMock = mockApi({ '/api/getApplication/12': ok(application), ...SAVES, ...routes });
  const view = await openForm({ plan: null, path });
  return { ...view, fetchMock };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const reviewedDocument = (field: string, url: string, review_status: string) => ({
  field,
  url,
  original_name: url.split('/').at(-1) ?? '',
  review_status,
});
const selected = (name: string) => expect(tab(name)).toHaveAttribute('aria-selected', 'true');
const posts = (fetchMock: Parameters<typeof requests>[0]) =>
  requests(fetchMock).filter((r) => r.startsWith('POST'));

/** The staff wizard needs a staff session that may edit (admin or office). */
function signInStaff(roles: string[] = ['admin']) {
  setAuth('staff-token', { id: 1, kind: 'staff', roles, zones: [] });
}

describe('membership form', () => {
  it('keeps an upgrade application an upgrade: staff saves carry its journey', async () => {
    signInStaff();
    const { user, fetchMock } = await openSaved({
      application: silverApplication({ journey: 'upgrade' }),
      path: '/admin-update/user/membership-form/MTI=',
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => selected('Director Information'));
    expect(lastBody(fetchMock, '/api/step_1')).toMatchObject({ journey: 'upgrade', is_admin: 1 });
  });

  it('shows the four tabs as a tablist, selectable by click and arrow keys', async () => {
    mockApi();
    const { user } = await openForm();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      '1Basic Details',
      '2Director Information',
      '3Membership Details',
      '4Other Details',
    ]);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    selected('Basic Details');
    expect(tab('Basic Details')).toHaveAttribute('tabindex', '0');
    expect(tab('Other Details')).toHaveAttribute('tabindex', '-1');
    expect(tabPanel()).toHaveAccessibleName('Basic Details');

    await user.click(tab('Membership Details'));
    selected('Membership Details');
    expect(tabPanel()).toHaveAccessibleName('Membership Details');
    await user.keyboard('{ArrowRight}');
    selected('Other Details');
    expect(tab('Other Details')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    selected('Basic Details');
    await user.keyboard('{ArrowLeft}');
    selected('Other Details');
    await user.keyboard('{Home}');
    selected('Basic Details');
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Save as Draft' })).toBeInTheDocument();
  });

  it('asks for the basic details first on tabs 2 to 4 when nothing is saved yet', async () => {
    const fetchMock = mockApi();
    const { user } = await openForm();
    await user.click(tab('Director Information'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await findProblem('Please submit basic details first!!');
    selected('Basic Details');

    await user.click(tab('Membership Details'));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    selected('Basic Details');
    expect(posts(fetchMock)).toEqual([]);
  });

  it('goes back to select-membership from tab 1 and clears the chosen plan', async () => {
    mockApi();
    const { user, pathname } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(pathname()).toBe('/register/user/select-membership'));
    expect(getProcess().currentMembership).toBeNull();
  });

  it('asks for a category when none is chosen', async () => {
    mockApi();
    renderRoute('/register/user/membership-form');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please choose a membership category first.');
    expect(within(alert).getByRole('link', { name: 'Select membership' })).toHaveAttribute(
      'href',
      '/register/user/select-membership',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('saves step_1 with every field, keeps the ids and puts the id in the URL', async () => {
    const fetchMock = mockApi({
      ...SAVES,
      'POST /api/step_1': ok(44, { app_id: 'APP-0044', message: 'Saved' }),
    });
    const { user, pathname } = await openForm({
      path: '/app/upgrade/membership-form',
      progress: {
        ...STAR_BASICS,
        gst_number: '22ABCDE1234F1ZA',
        org_type: 'huf',
        size_of_company: '1-25',
        turnover_certificate: DOCUMENT('turnover'),
        huf_authorization: DOCUMENT('huf-authorization'),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => selected('Director Information'));

    expect(lastBody(fetchMock, '/api/step_1')).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      dob: '1990-04-01',
      mobile_number: '9876543210',
      primary_number: '9876543210',
      privacy_consent: true,
      same_number: 1,
      zone: 'north',
      state: 1,
      gst_number: '22ABCDE1234F1ZA',
      pan_number: 'ABCDE1234F',
      company_name: 'Asha Events',
      registered_address: '1 Main Road, Delhi',
      registered_city: '',
      registered_pin: '',
      repersentative_photo: DOCUMENT('photo'),
      address_proof: DOCUMENT('address'),
      size_of_company: '1-25',
      org_type: 'huf',
      incorporation_date: '',
      turnover_certificate: DOCUMENT('turnover'),
      moa: '',
      aoa: '',
      portaldirector: '',
      resolution: '',
      incorporation_certificate: '',
      deed: '',
      authorization: '',
      huf_deed: '',
      huf_authorization: DOCUMENT('huf-authorization'),
      aadhar_proof: DOCUMENT('aadhar'),
      pan_proof: DOCUMENT('pan'),
      membership_id: 2,
      journey: 'upgrade',
      is_admin: 0,
      is_draft: 0,
      steps: 1,
    });
    expect(pathname()).toBe('/app/upgrade/membership-form/PA-000044');
    expect(getProcess().data).toMatchObject({ id: 44, app_id: 'APP-0044', steps: 1 });

    // The next save carries the id and app_id.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => selected('Membership Details'));
    expect(lastBody(fetchMock, '/api/step_2')).toMatchObject({
      id: 44,
      app_id: 'APP-0044',
      journey: 'upgrade',
      director: null,
    });
  });

  it('puts the field errors of a 400 on their inputs and shows the message', async () => {
    const { user } = await openSaved({
      routes: {
        'POST /api/step_1': {
          status: 400,
          body: {
            success: false,
            message: 'Please enter a valid PAN number',
            errors: { pan_number: 'Please enter a valid PAN number' },
          },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await findProblem('Please enter a valid PAN number');
    expect(screen.getByRole('textbox', { name: 'PAN Number' })).toHaveAccessibleDescription(
      'Please enter a valid PAN number',
    );
    selected('Basic Details');
  });

  it('marks Next busy while the save is on its way, and sends it once', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const { user, fetchMock } = await openSaved({
      routes: {
        'POST /api/step_1': () =>
          new Promise<MockReply>((resolve) => {
            answer = resolve;
          }),
      },
    });
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    await waitFor(() => expect(next).toHaveAttribute('aria-busy', 'true'));
    expect(next).toBeDisabled();
    await user.click(next);

    answer(ok(12, { app_id: 'APP-0012', message: 'Saved' }));
    await waitFor(() => selected('Director Information'));
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-busy');
    expect(posts(fetchMock)).toEqual(['POST /api/step_1']);
  });

  it("shows 'Something went wrong' in the error modal when a save fails without a message", async () => {
    const { user } = await openSaved({ routes: { 'POST /api/step_1': { status: 500 } } });
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    const dialog = await screen.findByRole('dialog', { name: 'There is a problem' });
    expect(dialog).toHaveTextContent('Something went wrong');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to where it was.
    expect(next).toHaveFocus();
    selected('Basic Details');
  });

  it('shows the server message in the error modal when a save answers success false', async () => {
    const { user } = await openSaved({
      routes: {
        'POST /api/step_1': { body: { success: false, message: 'Application already submitted' } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'There is a problem' });
    expect(dialog).toHaveTextContent('Application already submitted');
  });

  it('shows the generic error and stays when a save answers in a shape not of the contract', async () => {
    const { user, pathname } = await openSaved({
      routes: { 'POST /api/step_1': ok('12', { app_id: 'APP-0012', message: 'Saved' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'There is a problem' })).toHaveTextContent(
      'Something went wrong',
    );
    selected('Basic Details');
    expect(pathname()).toBe('/register/user/membership-form/MTI=');
  });

  it('loads the application named in the URL and fills every tab', async () => {
    const { user } = await openSaved();
    expect(screen.getByText('you are applying under Silver Membership')).toBeInTheDocument();
    const text = (name: string) => screen.getByRole('textbox', { name });
    expect(text('Full Name')).toHaveValue('Ravi Kumar');
    expect(text('Email')).toHaveValue('ravi@example.com');
    // The server stores only verified contacts.
    expect(text('Email')).toHaveAccessibleDescription('Verified');
    expect(text('WhatsApp Number')).toHaveAccessibleDescription('Verified');
    expect(dateShown(document.body, 'Date of Birth')).toBe('1985-06-15');
    expect(text('Primary Mobile Number')).toHaveValue('9123456780');
    expect(screen.getByRole('combobox', { name: 'Zone' })).toHaveValue('north');
    await within(screen.getByRole('combobox', { name: 'State' })).findByRole('option', {
      name: 'Punjab',
    });
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Company Type' })).toHaveValue('company');
    expect(screen.getByRole('combobox', { name: 'Company Size' })).toHaveValue('25-50');
    expect(dateShown(document.body, 'Incorporation Date')).toBe('2010-01-20');
    expect(screen.getByRole('link', { name: 'View MOA' })).toHaveAttribute('href', DOCUMENT('moa'));

    await user.click(tab('Director Information'));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('meera@example.com');
    await user.click(tab('Membership Details'));
    expect(
      within(screen.getByRole('group', { name: 'Member 2' })).getByRole('textbox', {
        name: 'Director Name',
      }),
    ).toHaveValue('Two Director');
    expect(screen.getByRole('link', { name: 'View Stamp' })).toHaveAttribute(
      'href',
      DOCUMENT('stamp'),
    );
    await user.click(tab('Other Details'));
    expect(screen.getByRole('textbox', { name: 'Meta' })).toHaveValue(
      'https://www.facebook.com/ravisound',
    );
  });

  it('opens a locked (submitted) application read-only on every tab and saves nothing', async () => {
    const { user, fetchMock, pathname } = await openSaved({
      application: silverApplication({ locked: true }),
    });
    expect(
      screen.getByText('This application has been submitted and can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Zone' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
    // Nothing to save: Next moves on.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    selected('Director Information');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    selected('Membership Details');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    selected('Other Details');
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(pathname()).toBe('/register/user/application-review/PA-000012'));
    expect(posts(fetchMock)).toEqual([]);
  });

  it('submits in the spec’s order from stored step 1 and goes to the application review', async () => {
    const { user, fetchMock, pathname } = await openSaved();
    await user.click(tab('Other Details'));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await confirmAnswers(user);

    await waitFor(() => expect(pathname()).toBe('/register/user/application-review/PA-000012'));
    expect(posts(fetchMock)).toEqual([
      'POST /api/step_1',
      'POST /api/step_2',
      'POST /api/check_member',
      'POST /api/check_member',
      'POST /api/step_3',
      'POST /api/step_4',
    ]);
    expect(lastBody(fetchMock, '/api/step_3')).toMatchObject({ membership_checked: 1 });
    expect(lastBody(fetchMock, '/api/step_4')).toMatchObject({
      id: 12,
      app_id: 'APP-0012',
      is_draft: 0,
      is_admin: 0,
      journey: 'new',
      membership_checked: 1,
      steps: 4,
      meta: 'https://www.facebook.com/ravisound',
    });
    expect(getProcess().data).toMatchObject({ steps: 4 });
  });

  it('from stored step 3 re-saves the members, and from step 4 only the other details', async () => {
    const first = await openSaved({ application: silverApplication({ steps: 3 }) });
    await first.user.click(tab('Other Details'));
    await first.user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await first.user.click(screen.getByRole('button', { name: 'Submit' }));
    await confirmAnswers(first.user);
    await waitFor(() => expect(first.pathname()).toContain('/application-review/'));
    expect(posts(first.fetchMock)).toEqual([
      'POST /api/check_member',
      'POST /api/check_member',
      'POST /api/step_3',
      'POST /api/step_4',
    ]);
    first.unmount();

    const second = await openSaved({ application: silverApplication({ steps: 4 }) });
    await second.user.click(tab('Other Details'));
    await second.user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await second.user.click(screen.getByRole('button', { name: 'Submit' }));
    await confirmAnswers(second.user);
    await waitFor(() => expect(second.pathname()).toContain('/application-review/'));
    expect(posts(second.fetchMock)).toEqual(['POST /api/step_4']);
  });

  it('sends the user back to an earlier tab that fails at the final submit', async () => {
    const { user, fetchMock } = await openSaved({
      application: silverApplication({
        steps: 4,
        company: { ...silverApplication().company, moa: '' },
      }),
    });
    await user.click(tab('Other Details'));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await findProblem('Please complete this form accurately.');
    await waitFor(() => selected('Basic Details'));
    expect(within(tabFields()).getByText('MOA is required')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
  });

  it("confirms a draft with 'Your draft is saved' (is_draft 1)", async () => {
    const { user, fetchMock } = await openSaved();
    await user.click(tab('Director Information'));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your draft is saved' });
    expect(lastBody(fetchMock, '/api/step_2')).toMatchObject({ is_draft: 1, steps: 2 });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A draft stays on its tab.
    selected('Director Information');
  });

  it("says 'Your draft is not saved' with advice when the draft fails", async () => {
    const { user } = await openSaved({
      routes: { 'POST /api/step_4': { status: 503, body: { success: false } } },
    });
    await user.click(tab('Other Details'));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your draft is not saved' });
    expect(dialog).toHaveTextContent(/keep a copy of your work/);
  });

  it('shows the generic error, with Try again, for an application answer not of the contract', async () => {
    const { director: _director, ...withoutDirectors } = silverApplication();
    let answers = 0;
    mockApi({
      // The first answer lacks the directors; the second is whole.
      '/api/getApplication/12': () => {
        answers += 1;
        return ok(answers === 1 ? withoutDirectors : silverApplication());
      },
    });
    const { user } = renderRoute('/register/user/membership-form/MTI=');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Basic Details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ravi Kumar');
  });

  it('signs the applicant out when a new-journey application was already filled', async () => {
    setToken('applicant-token');
    mockApi({
      '/api/getApplication/12': ok(
        silverApplication({ plan_history: planHistory({ app_filled: true }) }),
      ),
    });
    const { pathname, router } = renderRoute('/register/user/membership-form/MTI=');
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(getSession()).toEqual({ token: null, user: null });
    // Told why, and led to the application after logging in.
    expect(
      await screen.findByRole('heading', { name: 'You already have an application' }),
    ).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/register/user/application-review/PA-000012',
    );
  });

  it('asks to log in, not Try again, when the emailed link is opened without a session (401)', async () => {
    mockApi({
      '/api/getApplication/12': {
        status: 401,
        body: { success: false, message: 'Please sign in again' },
      },
    });
    const { pathname, router } = renderRoute('/register/user/membership-form/MTI=');
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Please log in to continue' })).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/register/user/membership-form/MTI=',
    );
  });

  it('opens a sent-back application with the note and each document review status', async () => {
    setToken('applicant-token');
    const { pathname } = await openSaved({
      application: silverApplication({
        is_draft: 0,
        plan_history: planHistory({
          app_filled: true,
          review_stage: 'changes_requested',
          changes_requested_fields: ['address_proof'],
          changes_note: 'The address proof is out of date.',
        }),
        documents: [
          reviewedDocument('address_proof', '/api/files/a.pdf', 'needs_replacement'),
          reviewedDocument('repersentative_photo', '/api/files/b.png', 'accepted'),
          reviewedDocument('turnover_certificate', '/api/files/c.pdf', 'pending'),
        ],
      }),
    });
    expect(pathname()).toBe('/register/user/membership-form/MTI=');
    expect(getSession().token).toBe('applicant-token');
    expect(screen.getByRole('note', { name: 'Changes requested' })).toHaveTextContent(
      'Changes requested: The address proof is out of date.',
    );
    const needs = screen.getByTestId('document-status-address_proof');
    expect(needs).toHaveTextContent('Needs replacement');
    expect(needs.querySelector('strong')).toHaveTextContent('Needs replacement');
    expect(screen.getByTestId('document-status-repersentative_photo')).toHaveTextContent(
      'Accepted',
    );
    expect(screen.queryByTestId('document-status-turnover_certificate')).not.toBeInTheDocument();
  });

  it('shows no note or statuses while the application is not sent back', async () => {
    await openSaved({
      application: silverApplication({
        documents: [reviewedDocument('address_proof', '/a.pdf', 'pending')],
      }),
    });
    expect(screen.queryByRole('note', { name: 'Changes requested' })).not.toBeInTheDocument();
    expect(screen.queryByText('Needs replacement')).not.toBeInTheDocument();
    expect(screen.queryByText('Accepted')).not.toBeInTheDocument();
  });
});

describe('membership form, the locally held progress', () => {
  const text = (name: string) => screen.getByRole('textbox', { name });

  it('keeps unsaved edits over the loaded application after a reload, until the tab is saved', async () => {
    const { user, unmount, fetchMock } = await openSaved();
    await user.clear(text('Full Name'));
    await user.type(text('Full Name'), 'Ravi K. Kumar');
    await user.click(tab('Other Details'));
    await user.type(text('YouTube'), 'https://youtube.com/@ravisound');
    expect(getProcess().data).toMatchObject({
      id: 12,
      name: 'Ravi K. Kumar',
      youtube: 'https://youtube.com/@ravisound',
    });

    // A reload: the application is fetched again and the edits are laid over it.
    unmount();
    const again = renderRoute('/register/user/membership-form/MTI=');
    expect(await screen.findByRole('textbox', { name: 'Full Name' })).toHaveValue('Ravi K. Kumar');
    expect(text('Email')).toHaveAccessibleDescription('Verified');
    expect(requests(fetchMock).filter((r) => r === 'GET /api/getApplication/12')).toHaveLength(2);

    // Saved: tab 1's progress is the server's now; the other tab's edit is still only local.
    await again.user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => selected('Director Information'));
    expect(lastBody(fetchMock, '/api/step_1')).toMatchObject({ name: 'Ravi K. Kumar' });
    expect(getProcess().data).not.toHaveProperty('name', expect.anything());
    expect(getProcess().data).toMatchObject({ id: 12, youtube: 'https://youtube.com/@ravisound' });
  });

  it("drops progress held for another application and opens this one's values", async () => {
    mergeProcessData({ id: 99, name: 'Someone Else', description: 'Not this one', steps: 4 });
    // The category chosen for the other application does not carry over either.
    setCurrentMembership(STAR);
    await openSaved();
    expect(screen.getByText('you are applying under Silver Membership')).toBeInTheDocument();
    expect(text('Full Name')).toHaveValue('Ravi Kumar');
    expect(getProcess().data).toMatchObject({ id: 12, app_id: 'APP-0012', steps: 1 });
    expect(getProcess().data).not.toHaveProperty('name', expect.anything());
    expect(getProcess().data).not.toHaveProperty('description', expect.anything());
    expect(getProcess().currentMembership).toEqual({ id: 2, name: 'Silver' });
  });

  it('keeps the category chosen in the picker for the application the local progress is about', async () => {
    mergeProcessData({ id: 12, steps: 1 });
    setCurrentMembership(STAR);
    await openSaved();
    expect(screen.getByText('you are applying under Star Membership')).toBeInTheDocument();
    expect(getProcess().currentMembership).toMatchObject({ id: 1, name: 'Star' });
  });

  it('asks to verify loaded contacts the server says are not verified, without the availability check', async () => {
    const { user, fetchMock } = await openSaved({
      application: silverApplication({ email_verified: false }),
      routes: {
        'POST /api/send_email_otp': { body: { success: true, message: 'Sent', code_length: 4 } },
      },
    });
    expect(text('Email')).not.toHaveAccessibleDescription('Verified');
    expect(text('WhatsApp Number')).toHaveAccessibleDescription('Verified');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await screen.findByRole('dialog', { name: 'Verify Email' });
    // The application's own address: not asked whether it is free.
    expect(requests(fetchMock)).not.toContain('GET /api/verify_email/ravi%40example.com');
    expect(requests(fetchMock)).toContain('POST /api/send_email_otp');
  });
});

describe('membership form, staff variant', () => {
  beforeEach(() => signInStaff(['admin', 'office']));

  it('edits without verification, saves with is_admin 1 and returns to the redirect', async () => {
    const { user, fetchMock, router } = await openSaved({
      application: silverApplication({ steps: 1 }),
      path: '/admin-update/user/membership-form/MTI=?redirect=/staff/applications',
    });
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname + state.location.search));
    // Full-width layout, no verification.
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => selected('Director Information'));
    expect(lastBody(fetchMock, '/api/step_1')).toMatchObject({ id: 12, is_admin: 1 });

    await user.click(tab('Other Details'));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await confirmAnswers(user);
    await waitFor(() => expect(seen).toContain('/staff/applications?success=true&ref=12'));
    for (const path of ['/api/step_2', '/api/step_3', '/api/step_4']) {
      expect(lastBody(fetchMock, path)).toMatchObject({ is_admin: 1 });
    }
  });

  it('goes to the members list when the redirect would leave the portal', async () => {
    const { user, router } = await openSaved({
      application: silverApplication({ steps: 4 }),
      path: '/office-update/user/membership-form/MTI=?redirect=https://evil.example/x',
    });
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname + state.location.search));
    await user.click(tab('Other Details'));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await confirmAnswers(user);
    await waitFor(() => expect(seen).toContain('/staff/members?success=true&ref=12'));
  });

  it('Back on tab 1 goes to /admin/user/select-membership, for this application', async () => {
    const { user, pathname, router } = await openSaved({
      path: '/admin-update/user/membership-form/MTI=?redirect=/staff/members',
      routes: { '/api/membership': ok(CATEGORIES) },
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(pathname()).toBe('/admin/user/select-membership'));
    expect(router.state.location.search).toBe('?user_id=PA-000012&redirect=%2Fstaff%2Fmembers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Select the type of membership' }),
    ).toBeInTheDocument();
  });

  it("saves with the category chosen in the staff picker, not the applicant's local choice", async () => {
    setCurrentMembership(STAR);
    const fetchMock = mockApi({
      '/api/getApplication/12': ok(silverApplication()),
      '/api/membership': ok(CATEGORIES),
      ...SAVES,
    });
    const { user } = renderRoute('/admin-update/user/select-membership/MTI=');
    const gold = await screen.findByRole('radio', { name: 'Gold' });
    // The application's own category is chosen to begin with.
    expect(screen.getByRole('radio', { name: 'Silver' })).toBeChecked();
    await user.click(gold);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('you are applying under Gold Membership')).toBeInTheDocument();
    // The form itself is a chunk of its own.
    await screen.findByRole('tab', { name: 'Basic Details' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => selected('Director Information'));
    expect(lastBody(fetchMock, '/api/step_1')).toMatchObject({ id: 12, membership_id: 3 });
  });

  it('creates a new application with one Next and moves on, without reloading the form on tab 1', async () => {
    const fetchMock = mockApi({
      '/api/membership': ok(CATEGORIES),
      'POST /api/upload': { body: { success: true, url: '/api/files/doc.pdf' } },
      'POST /api/step_1': ok(31, { app_id: 'APP-0031', message: 'Saved' }),
      '/api/getApplication/31': ok(silverApplication({ id: 31, app_id: 'APP-0031' })),
    });
    const { user, pathname, queryClient } = renderRoute('/admin-update/user/select-membership');
    await user.click(await screen.findByRole('radio', { name: 'Star' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('tab', { name: 'Basic Details' });

    const text = (name: string) => screen.getByRole('textbox', { name });
    await user.type(text('Full Name'), 'Asha Rao');
    await user.type(text('Email'), 'asha@example.com');
    await typeDate(user, document.body, 'Date of Birth', '1990-04-01');
    await user.type(text('WhatsApp Number'), '9876543210');
    await user.type(text('Primary Mobile Number'), '9876543211');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zone' }), 'North');
    const state = screen.getByRole('combobox', { name: 'State' });
    await within(state).findByRole('option', { name: 'Punjab' });
    await user.selectOptions(state, 'Punjab');
    await user.type(text('PAN Number'), 'ABCDE1234F');
    await user.type(text('Company Name'), 'Asha Events');
    await user.type(text('Registered Office Address'), '1 Main Road, Delhi');
    const pdf = new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' });
    const png = new File(['png'], 'photo.png', { type: 'image/png' });
    for (const [label, file] of [
      ['Address Proof', pdf],
      ['Representative Photo', png],
      ['Aadhar Card', pdf],
      ['PAN Card', pdf],
    ] as const) {
      await user.upload(
        screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), {
          selector: 'input[type="file"]',
        }),
        file,
      );
    }
    await waitFor(() =>
      expect(requests(fetchMock).filter((r) => r === 'POST /api/upload')).toHaveLength(4),
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Star's blank GST number: the one-time notice first.
    const notice = await screen.findByRole('dialog', {
      name: 'GST Information Required for Invoice',
    });
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => selected('Membership Details'));
    expect(pathname()).toBe('/admin-update/user/membership-form/PA-000031');
    // A reload would be a query the new URL's render started (it is committed, effects run): once
    // no query is in flight, any reload has asked for the application.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // Created once, and the form was not loaded afresh (which would put it back on tab 1).
    expect(posts(fetchMock).filter((r) => r === 'POST /api/step_1')).toHaveLength(1);
    expect(requests(fetchMock)).not.toContain('GET /api/getApplication/31');
    expect(lastBody(fetchMock, '/api/step_1')).toMatchObject({ is_admin: 1, name: 'Asha Rao' });
    selected('Membership Details');
  });

  it("opens with the application's own category, never the applicant's local choice", async () => {
    setCurrentMembership(STAR);
    await openSaved({ path: '/office-update/user/membership-form/MTI=' });
    expect(screen.getByText('you are applying under Silver Membership')).toBeInTheDocument();
  });
});
