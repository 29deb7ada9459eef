import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { membershipCategory } from '@portico/domain/contracts/catalog.contract';
import { getProcess, mergeProcessData } from '../../app/process';
import { getSession, setAuth } from '../../app/session';
import { CATEGORIES } from '../../test/mock-fetch';
import { NO_PROPOSERS_NEEDED } from './membership-details-tab';
import { AGREEMENT_TEXT } from './other-details-tab';
import {
  DOCUMENT,
  findProblem,
  lastBody,
  mockApi,
  ok,
  openForm,
  requests,
  silverApplication,
  SILVER,
  tabFields,
} from './test-support';

const GOLD = membershipCategory.parse(CATEGORIES[2]);
const text = (name: string) => screen.getByRole('textbox', { name });

/** A signed-in Silver member (application 12) who chose Gold in the upgrade picker. */
function signInMember() {
  setAuth('member-token', { id: 12, membership_id: 2, kind: 'member' });
}

describe('upgrade membership form (signed-in member)', () => {
  it("opens with the member's own application and asks nothing the record already holds", async () => {
    signInMember();
    const fetchMock = mockApi({ '/api/getApplication/12': ok(silverApplication()) });
    await openForm({ plan: GOLD, path: '/app/upgrade/membership-form' });

    expect(screen.getByText('you are applying under Gold Membership')).toBeInTheDocument();
    // Silver to Gold: the record meets every rule of tab 1, so the tab only shows what it keeps.
    const panel = within(tabFields());
    expect(
      panel.getByText('Nothing to add here: this part of the form is filled in from your record.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'MOA' })).not.toBeInTheDocument();
    const kept = (label: string) => panel.getByText(label).nextElementSibling?.textContent;
    expect(kept('Full name')).toBe('Ravi Kumar');
    expect(kept('Email')).toBe('ravi@example.com');
    expect(kept('MOA')).toBe('On file');
    expect(requests(fetchMock)).toContain('GET /api/getApplication/12');
  });

  it('asks the agreement on the last tab, keeping the description and links', async () => {
    signInMember();
    mockApi({ '/api/getApplication/12': ok(silverApplication()) });
    const { user } = await openForm({ plan: GOLD, path: '/app/upgrade/membership-form' });
    await user.click(screen.getByRole('tab', { name: 'Other Details' }));
    expect(await screen.findByRole('checkbox', { name: AGREEMENT_TEXT })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Description/ })).not.toBeInTheDocument();
    await user.click(screen.getByText(/^Kept from your record/));
    expect(within(tabFields()).getByText('Description')).toBeVisible();
  });

  it('says what the higher category needs beyond the record, as the short review listed it', async () => {
    signInMember();
    mergeProcessData({ upgrade_needs: ['Turnover certificate', 'Signature'] });
    mockApi({ '/api/getApplication/12': ok(silverApplication()) });
    await openForm({ plan: GOLD, path: '/app/upgrade/membership-form' });
    expect(
      screen.getByText(
        'For this upgrade, add: Turnover certificate, Signature. Everything else is filled in from your record.',
      ),
    ).toBeInTheDocument();
  });

  it('asks no proposers: the rule is the same for every category (decision 114)', async () => {
    signInMember();
    mockApi({ '/api/getApplication/12': ok(silverApplication({ signature: '' })) });
    const { user } = await openForm({ plan: GOLD, path: '/app/upgrade/membership-form' });
    await user.click(screen.getByRole('tab', { name: 'Membership Details' }));
    expect(await screen.findByText(NO_PROPOSERS_NEEDED)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Member 1' })).not.toBeInTheDocument();
    // Only the missing signature is asked; the stamp on record is kept.
    expect(
      screen.getByLabelText(/^Signature( \*)?$/, { selector: 'input[type="file"]' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace Stamp' })).not.toBeInTheDocument();
  });

  it('shows a tab whose fields the record fills as what it keeps', async () => {
    signInMember();
    mockApi({ '/api/getApplication/12': ok(silverApplication()) });
    const { user } = await openForm({ plan: GOLD, path: '/app/upgrade/membership-form' });
    await user.click(screen.getByRole('tab', { name: 'Membership Details' }));
    expect(
      await screen.findByText(
        'Nothing to add here: this part of the form is filled in from your record.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(NO_PROPOSERS_NEEDED)).not.toBeInTheDocument();
  });

  it('saves a new upgrade application: no id on the first step_1, journey upgrade', async () => {
    signInMember();
    const fetchMock = mockApi({
      '/api/getApplication/12': ok(silverApplication()),
      'POST /api/step_1': ok(44, { app_id: 'APP-0044', message: 'Saved' }),
    });
    const { user, pathname } = await openForm({ plan: GOLD, path: '/app/upgrade/membership-form' });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(pathname()).toBe('/app/upgrade/membership-form/PA-000044'));
    const body = lastBody(fetchMock, '/api/step_1');
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('app_id');
    expect(body).toMatchObject({
      journey: 'upgrade',
      membership_id: 3,
      email: 'ravi@example.com',
      mobile_number: '9123456789',
      is_draft: 0,
      steps: 1,
    });
    expect(getProcess().data).toMatchObject({ id: 44, app_id: 'APP-0044' });
    // The member stays signed in with the member's token.
    expect(getSession().token).toBe('member-token');
    // The form is not reloaded from the new application.
    expect(requests(fetchMock)).not.toContain('GET /api/getApplication/44');
  });

  it('sends a code for a missing email without asking whether the address is free', async () => {
    signInMember();
    const fetchMock = mockApi({
      '/api/getApplication/12': ok(silverApplication({ email: '', email_verified: false })),
      'POST /api/send_email_otp': {
        body: { success: true, message: 'OTP has been sent', code_length: 4 },
      },
    });
    const { user } = await openForm({ plan: GOLD, path: '/app/upgrade/membership-form' });
    // The record has no email: the form asks it (and nothing else of the applicant).
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
    await user.type(text('Email'), 'ravi.kumar@example.com');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));

    await screen.findByRole('dialog', { name: 'Verify Email' });
    // An upgrading member's address is a member's: the new-application check does not apply.
    expect(requests(fetchMock).filter((request) => request.includes('/api/verify_'))).toEqual([]);
    expect(requests(fetchMock)).toContain('POST /api/send_email_otp');
  });

  it('asks a Star member upgrading to a company tier for the company documents', async () => {
    signInMember();
    mockApi({
      '/api/getApplication/12': ok(
        silverApplication({
          membership: { id: 1, name: 'Star' },
          org_type: '',
          size_of_company: '',
          gst_number: '',
          turnover_certificate: '',
          incorporation_certificate: '',
          company: {
            moa: '',
            aoa: '',
            portaldirector: '',
            resolution: '',
            incorporation_date: '',
          },
          aadhar_proof: DOCUMENT('aadhar'),
          pan_proof: DOCUMENT('pan'),
        }),
      ),
    });
    const { user } = await openForm({ plan: SILVER, path: '/app/upgrade/membership-form' });
    expect(screen.getByRole('combobox', { name: 'Company Type' })).toHaveValue('');
    expect(
      screen.getByLabelText(/^Turnover Certificate( \*)?$/, { selector: 'input[type="file"]' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await findProblem('Company type is required');
    const fields = within(tabFields());
    expect(fields.getByText('Company type is required')).toBeInTheDocument();
    expect(fields.getByText('Turnover certificate is required')).toBeInTheDocument();
    expect(fields.getByText('GST number is required')).toBeInTheDocument();
    // Only what the company tier adds is asked; the applicant's details are kept.
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'PAN Number' })).not.toBeInTheDocument();
  });

  it('keeps a field asked while it is filled in, and asks what a choice adds', async () => {
    signInMember();
    mockApi({
      '/api/getApplication/12': ok(
        silverApplication({
          membership: { id: 1, name: 'Star' },
          org_type: '',
          gst_number: '',
          company: {
            moa: '',
            aoa: '',
            portaldirector: '',
            resolution: '',
            incorporation_date: '',
          },
        }),
      ),
    });
    const { user } = await openForm({ plan: SILVER, path: '/app/upgrade/membership-form' });
    await user.type(text('GST Number'), '27ABCDE1234F1Z0');
    expect(text('GST Number')).toHaveValue('27ABCDE1234F1Z0');
    const moa = () => screen.queryByLabelText(/^MOA( \*)?$/, { selector: 'input[type="file"]' });
    expect(moa()).not.toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Company Type' }),
      'Private Limited / Limited company',
    );
    await waitFor(() => expect(moa()).toBeInTheDocument());
    // What was asked stays asked, though it now meets the rules.
    expect(text('GST Number')).toBeInTheDocument();
  });
});
