import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, setAuth } from '../../app/session';
import { authorizationOf, bodiesSentTo, callsTo, type MockReply } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';
import { DOCUMENT, expectToast, findToast, mockApi, ok, silverApplication } from './test-support';

type Routes = Parameters<typeof mockApi>[0];

/** GET /api/get_user_details/12: the member (a LoginUser). */
function userDetails(manual: 0 | 1 | 4, plan = { id: 2, name: 'Silver' }): MockReply {
  return ok({
    id: 12,
    kind: 'member',
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    mobile_number: '9123456789',
    steps: 4,
    is_draft: 0,
    journey: 'new',
    plan,
    membership_id: plan.id,
    plan_history: null,
    Unique_id: 'EEMA-0012',
    manual,
    pdf_standalone: null,
  });
}

const CLEAN_UPDATE: MockReply = {
  body: { success: true, message: 'Data Updated Successfully', app_id: 12 },
};
const VERIFY: Routes = {
  'POST /api/send_mobile_otp': { body: { success: true, message: 'OTP sent', code_length: 4 } },
  'POST /api/verify_otp': {
    body: { success: true, message: 'OTP verified', token: 'verify-token' },
  },
};

async function open(
  options: { manual?: 0 | 1 | 4; path?: string; routes?: Routes; application?: object } = {},
) {
  const {
    manual = 1,
    path = '/user/update-details/MTI=',
    routes = {},
    application = silverApplication({ steps: 4, is_draft: 0, membership_checked: 1 }),
  } = options;
  setAuth('member-token', { id: 12, membership_id: 2, kind: 'member', manual });
  const fetchMock = mockApi({
    '/api/get_user_details/12': userDetails(manual),
    '/api/getApplication/12': ok(application),
    'POST /api/user_clean_update': CLEAN_UPDATE,
    ...VERIFY,
    ...routes,
  });
  const view = renderRoute(path);
  return { ...view, fetchMock };
}

async function formShown() {
  await screen.findByRole('region', { name: 'Basic Details' });
}

const submit = () => screen.getByRole('button', { name: 'Submit' });
const confirmBox = () => screen.getByRole('checkbox', { name: /I confirm that the information/ });

async function verifyMobile(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(screen.getByRole('button', { name: 'Verify WhatsApp number' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verify Number' });
  await within(dialog).findByText(/OTP has been sent to/);
  await user.type(within(dialog).getByLabelText('Digit 1 of 4'), '4821');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('member self-update', () => {
  it("goes to the thanks page ('Data Already Recorded') when no update is asked (manual 0)", async () => {
    const { pathname } = await open({ manual: 0 });
    await waitFor(() => expect(pathname()).toBe('/user/update-details/MTI=/thanks/1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Data Already Recorded' }),
    ).toBeVisible();
  });

  it('shows the form on one page: Basic Details, Director Details and Other Details, prefilled', async () => {
    const { fetchMock } = await open();
    await formShown();
    expect(screen.getByRole('heading', { level: 1, name: 'Update Details' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Director Details' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Other Details' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ravi Kumar');
    // The directors arrive as JSON text.
    const directors = screen.getByRole('region', { name: 'Director Details' });
    expect(within(directors).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'meera@example.com',
    );
    expect(screen.getByRole('textbox', { name: 'Meta' })).toHaveValue(
      'https://www.facebook.com/ravisound',
    );
    expect(screen.getByRole('link', { name: 'View MOA' })).toHaveAttribute('href', DOCUMENT('moa'));
    // Documents the association holds are current files, not inputs to fill again.
    const moa = screen.getByRole('group', { name: 'MOA' });
    expect(moa).toHaveTextContent('Current file');
    expect(within(moa).getByRole('button', { name: 'Replace MOA' })).toBeVisible();
    expect(document.querySelector('input[type="file"][name="moa"]')).toBeNull();
    // The stored email counts as verified; the mobile number must be verified here.
    const basics = screen.getByRole('region', { name: 'Basic Details' });
    expect(within(basics).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Verified',
    );
    expect(screen.getByRole('button', { name: 'Verify WhatsApp number' })).toBeEnabled();
    expect(callsTo(fetchMock, '/api/get_user_details/12')).toBe(1);
  });

  it('hides Director Details for Star', async () => {
    setAuth('member-token', { id: 12, kind: 'member' });
    mockApi({
      '/api/get_user_details/12': userDetails(4, { id: 1, name: 'Star' }),
      '/api/getApplication/12': ok(
        silverApplication({
          membership: { id: 1, name: 'Star' },
          aadhar_proof: DOCUMENT('aadhar'),
          pan_proof: DOCUMENT('pan'),
        }),
      ),
    });
    renderRoute('/user/update-details/MTI=');
    await formShown();
    expect(screen.queryByRole('region', { name: 'Director Details' })).not.toBeInTheDocument();
    // Held: the current file, with Replace.
    const aadhar = screen.getByRole('group', { name: 'Aadhar Card' });
    expect(within(aadhar).getByRole('button', { name: 'Replace Aadhar Card' })).toBeVisible();
  });

  it('enables Submit only once the confirmation is ticked', async () => {
    const { user } = await open();
    await formShown();
    expect(confirmBox()).not.toBeChecked();
    expect(submit()).toBeDisabled();
    await user.click(confirmBox());
    expect(submit()).toBeEnabled();
    await user.click(confirmBox());
    expect(submit()).toBeDisabled();
  });

  it("asks to verify the mobile number first: 'Please verify your mobile number'", async () => {
    const { user, fetchMock } = await open();
    await formShown();
    await user.click(confirmBox());
    await user.click(submit());

    await findToast('Please verify your mobile number');
    const mobile = screen.getByRole('textbox', { name: 'WhatsApp Number' });
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription('Please verify your mobile number');
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(callsTo(fetchMock, 'POST /api/user_clean_update')).toBe(0);
  });

  it("words a missing primary number 'Primary number is required' (the single-page variant)", async () => {
    const { user, fetchMock } = await open({
      application: silverApplication({
        steps: 4,
        is_draft: 0,
        membership_checked: 1,
        primary_number: '',
      }),
    });
    await formShown();
    await user.click(confirmBox());
    await user.click(submit());

    const primary = await screen.findByRole('textbox', { name: 'Primary Mobile Number' });
    await waitFor(() => expect(primary).toHaveAccessibleDescription('Primary number is required'));
    expect(screen.queryByText('Primary mobile number is required')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/user_clean_update')).toBe(0);
  });

  it('verifies the mobile without touching the session and submits with verification_token', async () => {
    const { user, fetchMock, pathname } = await open();
    await formShown();
    await verifyMobile(user);

    // The member's session keeps its own token.
    expect(getSession().token).toBe('member-token');
    const verifyCall = fetchMock.mock.calls.find(([url]) => url === '/api/verify_otp');
    expect(authorizationOf(verifyCall?.[1])).toBe('Bearer member-token');
    expect(screen.getByRole('textbox', { name: 'WhatsApp Number' })).toHaveAccessibleDescription(
      'Verified',
    );

    await user.click(confirmBox());
    await user.click(submit());
    await waitFor(() => expect(pathname()).toBe('/user/update-details/MTI=/thanks/0'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Data Updated Successfully' }),
    ).toBeVisible();

    const [body] = bodiesSentTo(fetchMock, 'POST /api/user_clean_update');
    expect(body).toEqual({
      id: 12,
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      dob: '1985-06-15',
      mobile_number: '9123456789',
      primary_number: '9123456780',
      same_number: 0,
      zone: 'north',
      state: 2,
      gst_number: '22ABCDE1234F1ZA',
      pan_number: 'ABCDE1234F',
      company_name: 'Ravi Sound & Light',
      registered_address: '22 Park Street, Ludhiana',
      registered_city: 'Ludhiana',
      registered_pin: '141001',
      repersentative_photo: DOCUMENT('photo'),
      address_proof: DOCUMENT('address'),
      size_of_company: '25-50',
      org_type: 'company',
      incorporation_date: '2010-01-20',
      turnover_certificate: DOCUMENT('turnover'),
      moa: DOCUMENT('moa'),
      aoa: DOCUMENT('aoa'),
      portaldirector: DOCUMENT('portaldirector'),
      resolution: DOCUMENT('resolution'),
      incorporation_certificate: DOCUMENT('incorporation'),
      deed: '',
      authorization: '',
      huf_deed: '',
      huf_authorization: '',
      aadhar_proof: '',
      pan_proof: '',
      director: [{ name: 'Meera Kumar', email: 'meera@example.com', mobile_number: '9000000001' }],
      description: expect.stringMatching(/^word1 word2 .* word120$/),
      meta: 'https://www.facebook.com/ravisound',
      linkedin: '',
      instagram: '',
      youtube: '',
      membership_checked: 1,
      privacy_consent: true,
      verification_token: 'verify-token',
    });
    const saveCall = fetchMock.mock.calls.find(([url]) => url === '/api/user_clean_update');
    expect(authorizationOf(saveCall?.[1])).toBe('Bearer member-token');
    expect(getSession().token).toBe('member-token');
  });

  it('sends director null when no director row is complete', async () => {
    const { user, fetchMock } = await open({
      application: silverApplication({ director: [] }),
    });
    await formShown();
    await verifyMobile(user);
    await user.click(confirmBox());
    await user.click(submit());
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/user_clean_update')).toBe(1));
    expect(bodiesSentTo(fetchMock, 'POST /api/user_clean_update')[0]).toMatchObject({
      director: null,
    });
  });

  it('before a renewal (from renew) continues to the renewal checkout of the app_id', async () => {
    const { user, pathname } = await open({
      path: '/user/update-details/MTI=/renew',
      routes: {
        'POST /api/user_clean_update': {
          body: { success: true, message: 'Data Updated Successfully', app_id: 77 },
        },
      },
    });
    await formShown();
    await verifyMobile(user);
    await user.click(confirmBox());
    await user.click(submit());
    await waitFor(() => expect(pathname()).toBe('/app/checkout/PA-000077'));
  });

  it("goes to 'Data Already Recorded' when the server says the update is no longer asked (409)", async () => {
    const { user, pathname } = await open({
      routes: {
        'POST /api/user_clean_update': {
          status: 409,
          body: { success: false, message: 'Data Already Recorded' },
        },
      },
    });
    await formShown();
    await verifyMobile(user);
    await user.click(confirmBox());
    await user.click(submit());
    await waitFor(() => expect(pathname()).toBe('/user/update-details/MTI=/thanks/1'));
  });

  it('shows the field errors of a 400 at their fields', async () => {
    const { user, pathname } = await open({
      routes: {
        'POST /api/user_clean_update': {
          status: 400,
          body: {
            success: false,
            message: 'Please enter a valid PAN number',
            errors: {
              pan_number: 'Please enter a valid PAN number',
              'director.0.email': "You can't use your email as director's Email address",
              youtube: 'Please enter a valid URL',
            },
          },
        },
      },
    });
    await formShown();
    await verifyMobile(user);
    await user.click(confirmBox());
    await user.click(submit());

    const pan = screen.getByRole('textbox', { name: 'PAN Number' });
    await waitFor(() => expect(pan).toHaveAccessibleDescription('Please enter a valid PAN number'));
    await waitFor(() => expect(pan).toHaveFocus());
    const directors = screen.getByRole('region', { name: 'Director Details' });
    expect(within(directors).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      "You can't use your email as director's Email address",
    );
    expect(screen.getByRole('textbox', { name: 'YouTube' })).toHaveAccessibleDescription(
      'Please enter a valid URL',
    );
    expectToast('Please enter a valid PAN number');
    expect(pathname()).toBe('/user/update-details/MTI=');
  });
});
