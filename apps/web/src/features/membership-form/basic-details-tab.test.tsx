import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getProcess } from '../../app/process';
import {
  findProblem,
  findToast,
  mockApi,
  ok,
  openForm,
  requests,
  SILVER,
  STAR,
  STAR_BASICS,
  tabFields,
} from './test-support';

const FREE_EMAIL = {
  body: { success: true, available: true, message: 'This email is available' },
};

const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
/** A file input by its label (which may end with the required mark). */
const fileLabel = (name: string) => new RegExp(`^${name}( \\*)?$`);
const file = (name: string) =>
  screen.getByLabelText(fileLabel(name), { selector: 'input[type="file"]' });
const queryFile = (name: string) =>
  screen.queryByLabelText(fileLabel(name), { selector: 'input[type="file"]' });

describe('membership form, tab 1 Basic Details', () => {
  it("shows the heading with the chosen plan and the star tier's identity proofs", async () => {
    mockApi();
    await openForm({ plan: STAR });
    expect(screen.getByRole('heading', { level: 1, name: 'Membership Form' })).toBeInTheDocument();
    expect(screen.getByText('you are applying under Star Membership')).toBeInTheDocument();
    expect(file('Aadhar Card')).toBeInTheDocument();
    expect(file('PAN Card')).toBeInTheDocument();
    expect(file('Address Proof')).toBeInTheDocument();
    expect(file('Representative Photo')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Company Type' })).not.toBeInTheDocument();
    expect(queryFile('Turnover Certificate')).not.toBeInTheDocument();
  });

  it('asks other tiers for the company type, size and the documents of each type', async () => {
    mockApi();
    const { user } = await openForm({ plan: SILVER });
    expect(queryFile('Aadhar Card')).not.toBeInTheDocument();
    expect(file('Turnover Certificate')).toBeInTheDocument();
    expect(select('Company Size')).toBeInTheDocument();
    expect(
      within(select('Company Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select company type',
      'Private Limited / Limited company',
      'Partnership Firm / LLP',
      'Proprietor / HUF',
    ]);

    await user.selectOptions(select('Company Type'), 'Private Limited / Limited company');
    for (const label of [
      'MOA',
      'AOA',
      'Director Details',
      'Board Resolution',
      'Incorporation Certificate',
    ]) {
      expect(file(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Incorporation Date' })).toBeInTheDocument();
    expect(queryFile('Partnership Deed')).not.toBeInTheDocument();

    await user.selectOptions(select('Company Type'), 'Partnership Firm / LLP');
    expect(file('Partnership Deed')).toBeInTheDocument();
    expect(file('Authorization Letter')).toBeInTheDocument();
    expect(queryFile('MOA')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Incorporation Date' })).toBeInTheDocument();

    await user.selectOptions(select('Company Type'), 'Proprietor / HUF');
    expect(file('HUF Deed')).toBeInTheDocument();
    expect(file('Authorization Letter')).toBeInTheDocument();
    expect(queryFile('Partnership Deed')).not.toBeInTheDocument();
    // No incorporation date for a huf.
    expect(screen.queryByRole('group', { name: 'Incorporation Date' })).not.toBeInTheDocument();
  });

  it('shows the required messages when Next is pressed on an empty form', async () => {
    const fetchMock = mockApi();
    const { user } = await openForm({ plan: SILVER });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await findProblem('Please complete this form accurately.');
    const panel = tabFields();
    for (const message of [
      'Name is required',
      'Email is required',
      'Date of birth is required',
      'Whatsapp number is required',
      'Primary mobile number is required',
      'Zone is required',
      'State is required',
      'GST number is required',
      'PAN number is required',
      'Company name is required',
      'Registered Office address is required',
      'Company type is required',
      'Size of company is required',
      'Incorporation date is required',
      'Turnover certificate is required',
      'Address proof is required',
      'Representative photo is required',
    ]) {
      expect(within(panel).getByText(message)).toBeInTheDocument();
    }
    expect(field('Full Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(requests(fetchMock)).not.toContain('POST /api/step_1');
  });

  it('names a date of birth left without its month as GOV.UK does', async () => {
    const fetchMock = mockApi();
    const { user } = await openForm({ plan: SILVER });
    const dob = screen.getByRole('group', { name: 'Date of Birth' });
    await user.type(within(dob).getByLabelText('Day'), '15');
    await user.type(within(dob).getByLabelText('Year'), '1985');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await findProblem('Please complete this form accurately.');
    expect(within(tabFields()).getByText('Date of birth must include a month')).toBeVisible();
    expect(dob).toHaveAccessibleDescription(
      'For example, 27 3 2026 Date of birth must include a month',
    );
    expect(within(dob).getByLabelText('Month')).toHaveAttribute('aria-invalid', 'true');
    expect(requests(fetchMock)).not.toContain('POST /api/step_1');
  });

  it('asks star for its proofs, and for a valid PAN and email', async () => {
    mockApi();
    const { user } = await openForm({ plan: STAR });
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('PAN Number'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const panel = tabFields();
    expect(await within(panel).findByText('Aadhar Card is required')).toBeInTheDocument();
    expect(within(panel).getByText('PAN Card is required')).toBeInTheDocument();
    expect(within(panel).getByText('Please enter a valid email')).toBeInTheDocument();
    expect(within(panel).getByText('Please enter a valid PAN number')).toBeInTheDocument();
    expect(within(panel).queryByText('GST number is required')).not.toBeInTheDocument();
  });

  it('checks the GST number in full: structure, state code, check character and PAN', async () => {
    mockApi();
    const { user } = await openForm({ plan: SILVER });
    const gst = field('GST Number');
    const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(gst, 'ABC');
    await next();
    await waitFor(() => expect(gst).toHaveAccessibleDescription('Please enter a valid GST number'));
    for (const [typed, message] of [
      ['45ABCDE1234F1Z0', 'GST number must start with a valid state code (01 to 38, 97 or 99)'],
      [
        '27ABCDE1234F1Z5',
        'GST number is not valid: its last character does not match, check for a typo',
      ],
    ] as const) {
      await user.clear(gst);
      await user.type(gst, typed);
      await next();
      await waitFor(() => expect(gst).toHaveAccessibleDescription(message));
    }
    await user.clear(gst);
    await user.type(gst, '27ABCDE1234F1Z0');
    await user.type(field('PAN Number'), 'AABCS1234A');
    await next();
    await waitFor(() =>
      expect(gst).toHaveAccessibleDescription(
        'GST number must contain your PAN number (characters 3 to 12)',
      ),
    );
    await user.clear(field('PAN Number'));
    await user.type(field('PAN Number'), 'ABCDE1234F');
    await next();
    await waitFor(() => expect(gst).not.toHaveAttribute('aria-invalid'));
  });

  it('enables Verify only for a valid email and a number of at least 6 digits', async () => {
    mockApi();
    const { user } = await openForm();
    const verifyEmail = screen.getByRole('button', { name: 'Verify email' });
    const verifyNumber = screen.getByRole('button', { name: 'Verify WhatsApp number' });
    expect(verifyEmail).toBeDisabled();
    expect(verifyNumber).toBeDisabled();

    await user.type(field('Email'), 'ravi@example');
    expect(verifyEmail).toBeDisabled();
    await user.type(field('Email'), '.com');
    expect(verifyEmail).toBeEnabled();

    // Digits only, at most 15.
    await user.type(field('WhatsApp Number'), '98a7-65');
    expect(field('WhatsApp Number')).toHaveValue('98765');
    expect(verifyNumber).toBeDisabled();
    await user.type(field('WhatsApp Number'), '4321098765432');
    expect(field('WhatsApp Number')).toHaveValue('987654321098765');
    expect(verifyNumber).toBeEnabled();
  });

  it('verifies the email by code, and editing a verified email un-verifies it', async () => {
    const fetchMock = mockApi({
      '/api/verify_email/ravi%40example.com': FREE_EMAIL,
      'POST /api/send_email_otp': {
        body: { success: true, message: 'OTP has been sent', code_length: 4 },
      },
      'POST /api/verify_otp': {
        body: { success: true, message: 'OTP verified', token: 'applicant-token' },
      },
    });
    const { user } = await openForm();
    await user.type(field('Email'), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify Email' });
    await user.keyboard('1234');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Is the address free for a new application? Only then is a code sent.
    expect(requests(fetchMock)).toEqual([
      'GET /api/verify_email/ravi%40example.com',
      'POST /api/send_email_otp',
      'POST /api/verify_otp',
    ]);
    expect(field('Email')).toHaveAccessibleDescription('Verified');
    expect(screen.queryByRole('button', { name: 'Verify email' })).not.toBeInTheDocument();
    expect(getProcess().data).toMatchObject({ email: 'ravi@example.com', email_verified: true });

    await user.type(field('Email'), 'x');
    expect(screen.getByRole('button', { name: 'Verify email' })).toBeEnabled();
    expect(field('Email')).not.toHaveAccessibleDescription('Verified');

    // Back to the verified value: verified again.
    await user.type(field('Email'), '{Backspace}');
    expect(field('Email')).toHaveAccessibleDescription('Verified');
  });

  it("shows the server's message instead of sending a code to a registered email or number", async () => {
    const fetchMock = mockApi({
      '/api/verify_email/member1%40example.com': {
        body: {
          success: true,
          available: false,
          message: 'This email is already registered with us',
        },
      },
      '/api/verify_mobile_number/9800000001': {
        body: {
          success: true,
          available: false,
          message: 'This mobile number is already registered with us',
        },
      },
    });
    const { user } = await openForm();
    await user.type(field('Email'), 'member1@example.com');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));

    await findToast('This email is already registered with us');
    expect(field('Email')).toHaveAccessibleDescription('This email is already registered with us');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(field('WhatsApp Number'), '9800000001');
    await user.click(screen.getByRole('button', { name: 'Verify WhatsApp number' }));
    await findToast('This mobile number is already registered with us');
    expect(field('WhatsApp Number')).toHaveAccessibleDescription(
      'This mobile number is already registered with us',
    );
    expect(requests(fetchMock)).toEqual([
      'GET /api/verify_email/member1%40example.com',
      'GET /api/verify_mobile_number/9800000001',
    ]);

    // Another address drops the message (and may be verified).
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ravi@example.com');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).not.toHaveAccessibleDescription(
      'This email is already registered with us',
    );
  });

  it('sends no code when the availability check cannot run', async () => {
    const fetchMock = mockApi({ '/api/verify_email/ravi%40example.com': { status: 500 } });
    const { user } = await openForm();
    await user.type(field('Email'), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await findToast('Something went wrong');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests(fetchMock)).toEqual(['GET /api/verify_email/ravi%40example.com']);
  });

  it("blocks Next with 'Please verify your email' and 'Please verify your mobile number'", async () => {
    const fetchMock = mockApi();
    const { user } = await openForm({
      plan: STAR,
      progress: { ...STAR_BASICS, email_verified: false, mobile_verified: false, same_number: 0 },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(tabFields()).findByText('Please verify your email')).toBeInTheDocument();
    expect(within(tabFields()).getByText('Please verify your mobile number')).toBeInTheDocument();
    expect(requests(fetchMock)).not.toContain('POST /api/step_1');
  });

  it("copies the WhatsApp number with 'same as whatsapp number', once it is entered and verified", async () => {
    mockApi();
    const { user } = await openForm({
      progress: { mobile_number: '9876543210', mobile_verified: true },
    });
    const same = screen.getByRole('checkbox', { name: 'same as whatsapp number' });
    const primary = field('Primary Mobile Number');

    await user.clear(field('WhatsApp Number'));
    await user.click(same);
    expect(same).not.toBeChecked();
    expect(screen.getByText('Please enter your whatsapp number first.')).toBeInTheDocument();

    await user.type(field('WhatsApp Number'), '9876543211');
    await user.click(same);
    expect(same).not.toBeChecked();
    expect(screen.getByText('Please verify your whatsapp number first.')).toBeInTheDocument();

    await user.type(field('WhatsApp Number'), '{Backspace}0');
    await user.click(same);
    expect(same).toBeChecked();
    expect(primary).toHaveValue('9876543210');
    expect(primary).toBeDisabled();
    expect(screen.queryByText('Please verify your whatsapp number first.')).not.toBeInTheDocument();

    await user.click(same);
    expect(same).not.toBeChecked();
    expect(primary).toHaveValue('');
    expect(primary).toBeEnabled();
  });

  it('loads the states of the chosen zone and clears a state the new zone does not have', async () => {
    const fetchMock = mockApi();
    const { user } = await openForm();
    expect(
      within(select('Zone'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select zone', 'North', 'East', 'West', 'South']);

    await user.selectOptions(select('Zone'), 'North');
    await within(select('State')).findByRole('option', { name: 'Punjab' });
    expect(requests(fetchMock)).toContain('GET /api/state/north');
    await user.selectOptions(select('State'), 'Punjab');
    expect(select('State')).toHaveValue('2');

    await user.selectOptions(select('Zone'), 'South');
    await within(select('State')).findByRole('option', { name: 'Kerala' });
    expect(requests(fetchMock)).toContain('GET /api/state/south');
    expect(select('State')).toHaveValue('');
    expect(within(select('State')).queryByRole('option', { name: 'Punjab' })).toBeNull();
  });

  it('upper-cases and trims the GST and PAN numbers, within their lengths', async () => {
    mockApi();
    const { user } = await openForm();
    await user.type(field('GST Number'), ' 22abcde1234f1za');
    expect(field('GST Number')).toHaveValue('22ABCDE1234F1ZA');
    await user.type(field('GST Number'), '9');
    expect(field('GST Number')).toHaveValue('22ABCDE1234F1ZA');
    await user.type(field('PAN Number'), 'abcde1234f ');
    expect(field('PAN Number')).toHaveValue('ABCDE1234F');
    await user.type(field('PAN Number'), 'X');
    expect(field('PAN Number')).toHaveValue('ABCDE1234F');
    // The date of birth is three boxes, day, month and year, the browser may fill (GOV.UK).
    const dob = screen.getByRole('group', { name: 'Date of Birth' });
    expect(within(dob).getByLabelText('Day')).toHaveAttribute('autocomplete', 'bday-day');
    expect(within(dob).getByLabelText('Month')).toHaveAttribute('maxlength', '2');
    expect(within(dob).getByLabelText('Year')).toHaveAttribute('maxlength', '4');
  });

  it('trims a pasted GST number before its 15-character limit', async () => {
    mockApi();
    const { user } = await openForm();
    await user.click(field('GST Number'));
    await user.paste(' 27abcde1234f1z0 ');
    expect(field('GST Number')).toHaveValue('27ABCDE1234F1Z0');
    await user.clear(field('PAN Number'));
    await user.click(field('PAN Number'));
    await user.paste('  abcde1234f  ');
    expect(field('PAN Number')).toHaveValue('ABCDE1234F');
  });

  it('names the GST rate the association charges now in the Star notice', async () => {
    mockApi({
      '/api/association': ok({
        name: 'Demo Association',
        short_name: null,
        email: null,
        phone: null,
        logo_url: null,
        gst_rate: 12.5,
      }),
    });
    const { user } = await openForm({ plan: STAR, progress: STAR_BASICS });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'GST Information Required for Invoice',
    });
    await waitFor(() => expect(dialog).toHaveTextContent(/GST \(12\.5%\) is still charged/));
  });

  it('star with a blank GST confirms once, then saves step_1 and moves to Membership Details', async () => {
    const fetchMock = mockApi({
      'POST /api/step_1': ok(31, { app_id: 'APP-0031', message: 'Saved' }),
    });
    const { user, pathname } = await openForm({ plan: STAR, progress: STAR_BASICS });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '1Basic Details',
      '2Membership Details',
      '3Other Details',
    ]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'GST Information Required for Invoice',
    });
    // What happens: a tax invoice all the same (GST charged), without a GSTIN (B2C).
    expect(dialog).toHaveTextContent(/tax invoice for the Star Membership plan/);
    expect(dialog).toHaveTextContent(/GST \(18%\) is still charged/);
    expect(dialog).toHaveTextContent(/shows no GSTIN/);
    expect(dialog).not.toHaveTextContent(/will not be issued/);
    expect(requests(fetchMock)).not.toContain('POST /api/step_1');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Membership Details' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(requests(fetchMock).filter((r) => r.startsWith('POST'))).toEqual(['POST /api/step_1']);
    expect(pathname()).toBe('/register/user/membership-form/PA-000031');
    expect(getProcess().data).toMatchObject({ id: 31, app_id: 'APP-0031', steps: 1 });
    // Star has no stamp or signature upload.
    expect(queryFile('Stamp')).not.toBeInTheDocument();
    expect(queryFile('Signature')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('tab', { name: 'Basic Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
