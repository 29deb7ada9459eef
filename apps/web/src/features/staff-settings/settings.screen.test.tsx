import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@portico/domain/contracts/settings.contract';
import { MESSAGE_TEMPLATE_DEFINITIONS } from '@portico/domain/message-templates';
import { renderRoute } from '../../test/render-route';
import { mockApi, signInStaff, type Reply } from '../../app/staff/test-support';

const SETTINGS = {
  name: 'Event Makers Association of Karnataka',
  short_name: null,
  address: '5 MG Road, Bengaluru 560001, Karnataka',
  gstin: '29AABCE1234B1Z9',
  state: 'Karnataka',
  email: 'help@emak.example.org',
  phone: '+91 80 1234 5678',
  invoice_prefix: 'EMK',
  member_number_prefix: 'EMK/',
  sac_code: '999599',
  code_length: 4,
  gst_rate: 18,
  round_off: false,
  signatory_name: null,
  signatory_designation: null,
  city: 'Mumbai',
  pin: '400069',
  e_invoicing: false,
  document_retention_months: 24,
  proposers_required: 2,
  upgrade_review: 'full',
  tally_ledgers: {
    sales: 'Membership Fees',
    cgst: 'Output CGST',
    sgst: 'Output SGST',
    igst: 'Output IGST',
    round_off: 'Round Off',
    bank: 'Bank Account',
    tds_receivable: 'TDS Receivable',
    bank_charges: 'Bank Charges',
  },
  logo_url: null,
  version: 3,
  updated_at: '2026-01-01T00:00:00.000Z',
  states: ['Karnataka', 'Maharashtra', 'Tamil Nadu'],
};
const SETTINGS_REPLY: Reply = { body: { success: true, data: SETTINGS } };

const TEMPLATES = MESSAGE_TEMPLATE_DEFINITIONS.map((definition) => ({
  kind: definition.kind,
  channel: definition.channel,
  label: definition.label,
  variables: definition.variables.map(({ name, description, sample }) => ({
    name,
    description,
    sample,
  })),
  subject: definition.defaultSubject,
  body: definition.defaultBody,
  default_subject: definition.defaultSubject,
  default_body: definition.defaultBody,
  is_default: true,
  version: 0,
  updated_at: null,
}));
const TEMPLATES_REPLY: Reply = { body: { success: true, data: TEMPLATES } };

const SMS = TEMPLATES.find((template) => template.kind === 'rejected_sms')!;

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/staff/settings': SETTINGS_REPLY,
    'GET /api/staff/settings/templates': TEMPLATES_REPLY,
    ...extra,
  });
}

describe('settings', () => {
  beforeEach(() => signInStaff());

  it("saves the association's details with the version edited", async () => {
    const calls = api({
      'PUT /api/staff/settings': {
        body: { success: true, message: 'Settings saved', data: { ...SETTINGS, version: 4 } },
      },
    });
    const { user } = renderRoute('/staff/settings');
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue(SETTINGS.name);
    await user.clear(name);
    await user.type(name, 'Event Makers of Karnataka');
    const prefix = screen.getByLabelText(/Invoice number prefix/);
    expect(prefix).toHaveAccessibleDescription(/1 to 4 capital letters/);
    await user.clear(prefix);
    await user.type(prefix, 'EK');
    await user.clear(screen.getByLabelText(/Contact phone/));
    const rate = screen.getByLabelText(/GST rate/);
    expect(rate).toHaveValue('18');
    expect(rate).toHaveAccessibleDescription(/A notified rate/);
    await user.clear(rate);
    await user.type(rate, '7.5');
    const retention = screen.getByLabelText(/Delete documents of lapsed applicants/);
    expect(retention).toHaveValue('24');
    await user.clear(retention);
    await user.type(retention, '36');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const saved = await screen.findByText(
      'Settings saved: association details, tax and numbering, deleting lapsed applicants’ documents.',
    );
    // A banner that stays and takes focus, not a toast that fades (an admin saved six times unsure).
    expect(saved.closest('[role="status"]')?.parentElement).toHaveFocus();
    expect(calls.callsTo('PUT /api/staff/settings')[0]?.body).toEqual({
      ...SETTINGS,
      name: 'Event Makers of Karnataka',
      invoice_prefix: 'EK',
      phone: null,
      gst_rate: 7.5,
      document_retention_months: 36,
      updated_at: undefined,
      states: undefined,
      logo_url: undefined,
    });
  });

  it('sets how many proposers an application needs', async () => {
    const calls = api({
      'PUT /api/staff/settings': {
        body: {
          success: true,
          message: 'Settings saved',
          data: { ...SETTINGS, proposers_required: 1, version: 4 },
        },
      },
    });
    const { user } = renderRoute('/staff/settings');
    const group = await screen.findByRole('group', { name: /Proposers an application needs/ });
    expect(group).toHaveAccessibleDescription(/before its register of members is imported/);
    expect(within(group).getByRole('radio', { name: /2 proposers/ })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: '1 proposer' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(
      await screen.findByText('Settings saved: proposers an application needs.'),
    ).toBeInTheDocument();
    expect(calls.callsTo('PUT /api/staff/settings')[0]?.body).toMatchObject({
      proposers_required: 1,
      version: 3,
    });
  });

  it('sets whether an upgrade is reviewed, the whole review until the admin chooses', async () => {
    const calls = api({
      'PUT /api/staff/settings': {
        body: {
          success: true,
          message: 'Settings saved',
          data: { ...SETTINGS, upgrade_review: 'none', version: 4 },
        },
      },
    });
    const { user } = renderRoute('/staff/settings');
    const group = await screen.findByRole('group', { name: /Who reviews a member’s upgrade/ });
    expect(group).toHaveAccessibleDescription(/they pay the difference at once/);
    expect(
      within(group).getByRole('radio', { name: /Reviewed like a new application/ }),
    ).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Not reviewed (pay at once)' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved: upgrade review.')).toBeInTheDocument();
    expect(calls.callsTo('PUT /api/staff/settings')[0]?.body).toMatchObject({
      upgrade_review: 'none',
      version: 3,
    });
  });

  it('keeps the saved banner when the settings read again bring the new version (the form is rebuilt)', async () => {
    // As the server answers: after the save, GET returns what was saved, with its new version.
    let current: Record<string, unknown> = SETTINGS;
    api({
      'GET /api/staff/settings': () => ({ body: { success: true, data: current } }),
      'PUT /api/staff/settings': () => {
        current = { ...SETTINGS, signatory_name: 'Asha Rao', version: 4 };
        return { body: { success: true, message: 'Settings saved', data: current } };
      },
    });
    const { user } = renderRoute('/staff/settings');
    const group = await screen.findByRole('group', {
      name: 'Signatory on invoices and credit notes',
    });
    await user.type(within(group).getByLabelText(/Signatory’s name/), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved: signatory.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Signatory’s name/)).toHaveValue('Asha Rao');
  });

  it('sets who signs the invoices and credit notes', async () => {
    const calls = api({
      'PUT /api/staff/settings': {
        body: { success: true, message: 'Settings saved', data: { ...SETTINGS, version: 4 } },
      },
    });
    const { user } = renderRoute('/staff/settings');
    const group = await screen.findByRole('group', {
      name: 'Signatory on invoices and credit notes',
    });
    await user.type(within(group).getByLabelText(/Signatory’s name/), 'Asha Rao');
    const designation = within(group).getByLabelText(/Signatory’s designation/);
    expect(designation).toHaveAccessibleDescription(/Honorary Treasurer/);
    await user.type(designation, 'Honorary Treasurer');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved: signatory.')).toBeInTheDocument();
    expect(calls.callsTo('PUT /api/staff/settings')[0]?.body).toMatchObject({
      signatory_name: 'Asha Rao',
      signatory_designation: 'Honorary Treasurer',
    });
  });

  it('turns e-invoicing on only with the city and PIN an e-invoice needs', async () => {
    const calls = api({
      'PUT /api/staff/settings': {
        body: { success: true, message: 'Settings saved', data: { ...SETTINGS, version: 4 } },
      },
    });
    const { user } = renderRoute('/staff/settings');
    const group = await screen.findByRole('group', { name: 'E-invoicing' });
    await user.click(within(group).getByRole('checkbox', { name: /E-invoicing applies/ }));
    await user.clear(screen.getByLabelText(/PIN code/));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findAllByText(/city and PIN code: e-invoices need them/)).not.toHaveLength(
      0,
    );
    expect(calls.callsTo('PUT /api/staff/settings')).toHaveLength(0);

    await user.type(screen.getByLabelText(/PIN code/), '400 069');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Settings saved: association details, e-invoicing.'),
    ).toBeInTheDocument();
    expect(calls.callsTo('PUT /api/staff/settings')[0]?.body).toMatchObject({
      city: 'Mumbai',
      pin: '400069',
      e_invoicing: true,
    });
  });

  it('names the Tally ledgers, and refuses a blank one before sending', async () => {
    const calls = api({
      'PUT /api/staff/settings': {
        body: { success: true, message: 'Settings saved', data: { ...SETTINGS, version: 4 } },
      },
    });
    const { user } = renderRoute('/staff/settings');
    const group = await screen.findByRole('group', { name: 'Tally ledgers' });
    const bank = within(group).getByLabelText(/Bank ledger/);
    expect(bank).toHaveValue('Bank Account');
    await user.clear(bank);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: SETTINGS_MESSAGES.tallyLedger }),
    ).toHaveAttribute('href', '#settings-tally-bank');
    expect(calls.callsTo('PUT /api/staff/settings')).toHaveLength(0);

    await user.type(bank, 'HDFC Current A/c');
    await user.clear(within(group).getByLabelText(/Sales ledger/));
    await user.type(within(group).getByLabelText(/Sales ledger/), 'Subscriptions');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved: Tally ledgers.')).toBeInTheDocument();
    expect(calls.callsTo('PUT /api/staff/settings')[0]?.body).toMatchObject({
      tally_ledgers: {
        ...SETTINGS.tally_ledgers,
        sales: 'Subscriptions',
        bank: 'HDFC Current A/c',
      },
    });
  });

  it('refuses a GSTIN of another state with an error summary, before sending', async () => {
    const calls = api();
    const { user } = renderRoute('/staff/settings');
    await user.selectOptions(await screen.findByLabelText(/State of registration/), 'Maharashtra');
    const sac = screen.getByLabelText(/^SAC/);
    await user.clear(sac);
    await user.type(sac, '99');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: SETTINGS_MESSAGES.gstinState }),
    ).toHaveAttribute('href', '#settings-gstin');
    expect(screen.getByLabelText(/GST number/)).toHaveAccessibleDescription(
      expect.stringContaining(SETTINGS_MESSAGES.gstinState),
    );
    expect(within(summary).getByRole('link', { name: SETTINGS_MESSAGES.sacCode })).toBeVisible();
    expect(calls.callsTo('PUT /api/staff/settings')).toHaveLength(0);
  });

  it("shows the server's refusal of a stale copy", async () => {
    api({
      'PUT /api/staff/settings': {
        status: 409,
        body: { success: false, message: SETTINGS_MESSAGES.stale },
      },
    });
    const { user } = renderRoute('/staff/settings');
    await screen.findByLabelText(/^Name/);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent(SETTINGS_MESSAGES.stale);
    expect(summary).toHaveFocus();
    expect(screen.queryByText(/^Settings saved/)).toBeNull();
  });

  it('says so again after each save, even when nothing had changed', async () => {
    const calls = api({
      'PUT /api/staff/settings': {
        body: { success: true, message: 'Settings saved', data: { ...SETTINGS, version: 4 } },
      },
    });
    const { user } = renderRoute('/staff/settings');
    await screen.findByLabelText(/^Name/);
    const save = screen.getByRole('button', { name: 'Save settings' });
    await user.click(save);
    const text = await screen.findByText('Settings saved. Nothing had changed.');
    const banner = text.closest('[role="status"]') as HTMLElement;
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Settings saved. Nothing had changed.')).toBeNull();
    await user.click(save);
    expect(await screen.findByText('Settings saved. Nothing had changed.')).toBeInTheDocument();
    expect(calls.callsTo('PUT /api/staff/settings')).toHaveLength(2);
  });

  it('shows the email as the server builds it, its styles applied, updated from the draft', async () => {
    const REJECTED = TEMPLATES.find((template) => template.kind === 'rejected_email')!;
    const calls = api({
      'POST /api/staff/settings/templates/rejected_email/preview': (_url, init) => {
        const draft = JSON.parse(String(init?.body)) as { subject: string; body: string };
        return {
          body: {
            success: true,
            data: {
              subject: draft.subject,
              text: draft.body,
              html: `<!doctype html><html lang="en"><body><p style="color: rgb(1, 2, 3)" onclick="alert(1)">${draft.body.length} characters</p><p>${SETTINGS.name}</p><script>alert(2)</script></body></html>`,
            },
          },
        };
      },
    });
    const { user } = renderRoute('/staff/settings');
    await user.selectOptions(await screen.findByLabelText('Message'), REJECTED.label);
    const preview = await screen.findByRole('group', { name: 'The email as it will look' });
    const shown = () => preview.shadowRoot?.textContent ?? '';
    await waitFor(() => expect(shown()).toContain(`${REJECTED.body.length} characters`));
    expect(shown()).toContain(SETTINGS.name);
    // The email's style reaches its element through the CSSOM; no handler and no script come along.
    const paragraph = preview.shadowRoot?.querySelector('p');
    expect(paragraph?.style.color).toBe('rgb(1, 2, 3)');
    expect(paragraph?.getAttribute('onclick')).toBeNull();
    expect(preview.shadowRoot?.querySelector('script')).toBeNull();

    const text = screen.getByLabelText(/^Email text/);
    await user.clear(text);
    await user.type(text, 'Hello');
    await waitFor(() => expect(shown()).toContain('5 characters'));
    const sent = calls.callsTo('POST /api/staff/settings/templates/rejected_email/preview');
    expect(sent.at(-1)?.body).toEqual({ subject: REJECTED.subject, body: 'Hello' });
    // Typing is settled before the server is asked: not one request per key.
    expect(sent.length).toBeLessThan(4);
  });

  it('edits a message with its variables and a live preview; refuses unknown variables', async () => {
    const calls = api({
      'PUT /api/staff/settings/templates/rejected_sms': {
        body: {
          success: true,
          message: 'Message saved',
          data: { ...SMS, body: 'Decision on {{app_id}}.', is_default: false, version: 1 },
        },
      },
    });
    const { user } = renderRoute('/staff/settings');
    await user.selectOptions(await screen.findByLabelText('Message'), SMS.label);
    const text = screen.getByLabelText(/^SMS text/);
    expect(text).toHaveValue(SMS.default_body);
    expect(screen.getByText('{{app_id}}')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
    const preview = screen.getByRole('region', { name: 'Preview with sample values' });
    expect(preview).toHaveTextContent('membership application PA-000042 was not approved');

    await user.clear(text);
    await user.type(text, 'Hello {{{{name}}');
    expect(preview).toHaveTextContent('Hello');
    await user.click(screen.getByRole('button', { name: 'Save message' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      '{{name}} is not a variable of this message. It may use {{app_id}}',
    );
    expect(calls.callsTo('PUT /api/staff/settings/templates/rejected_sms')).toHaveLength(0);

    await user.clear(text);
    await user.type(text, 'Decision on {{{{app_id}}.');
    expect(preview).toHaveTextContent('Decision on PA-000042.');
    await user.click(screen.getByRole('button', { name: 'Save message' }));
    expect(
      await screen.findByText(`“${SMS.label}” saved. Messages sent from now on use it.`),
    ).toBeInTheDocument();
    expect(calls.callsTo('PUT /api/staff/settings/templates/rejected_sms')[0]?.body).toEqual({
      subject: null,
      body: 'Decision on {{app_id}}.',
      version: 0,
    });
  });

  it('lists the code texts, and warns that an edited SMS must be registered on DLT again', async () => {
    api();
    const { user } = renderRoute('/staff/settings');
    const code = TEMPLATES.find((template) => template.kind === 'verification_code_sms')!;
    await user.selectOptions(await screen.findByLabelText('Message'), code.label);
    expect(screen.getByLabelText(/^SMS text/)).toHaveValue(
      'Your {{association_name}} verification code is {{code}}. It expires in {{minutes}} minutes.',
    );
    const preview = screen.getByRole('region', { name: 'Preview with sample values' });
    expect(preview).toHaveTextContent(
      'Your Association of Event Businesses verification code is 482913.',
    );
    expect(screen.getByRole('note', { name: 'DLT registration' })).toHaveTextContent(
      'SMS_DLT_TEMPLATE_VERIFICATION_CODE',
    );
    const email = TEMPLATES.find((template) => template.kind === 'staff_login_code_email')!;
    await user.selectOptions(screen.getByLabelText('Message'), email.label);
    expect(screen.getByLabelText(/^Subject/)).toHaveValue(
      'Your staff sign-in code for {{association_name}}',
    );
    expect(screen.queryByRole('note', { name: 'DLT registration' })).not.toBeInTheDocument();
  });

  it('resets an edited message to its default', async () => {
    const edited = { ...SMS, body: 'Decision on {{app_id}}.', is_default: false, version: 2 };
    const calls = api({
      'GET /api/staff/settings/templates': {
        body: {
          success: true,
          data: TEMPLATES.map((template) => (template.kind === SMS.kind ? edited : template)),
        },
      },
      'DELETE /api/staff/settings/templates/rejected_sms': {
        body: { success: true, message: 'Message reset to the default', data: SMS },
      },
    });
    const { user } = renderRoute('/staff/settings');
    await user.selectOptions(await screen.findByLabelText('Message'), `${SMS.label} (edited)`);
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(
      await screen.findByText(`“${SMS.label}” is back to the default text.`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.callsTo('DELETE /api/staff/settings/templates/rejected_sms')).toHaveLength(1),
    );
  });

  it('uploads a logo as multipart and shows a refusal on the field', async () => {
    let refuse = true;
    const calls = api({
      'PUT /api/staff/settings/logo': () =>
        refuse
          ? {
              status: 400,
              body: {
                success: false,
                message: 'The logo must be a PNG or JPEG image',
                errors: { logo: 'The logo must be a PNG or JPEG image' },
              },
            }
          : {
              body: {
                success: true,
                message: 'Logo uploaded',
                data: { logo_url: '/api/association/logo?v=a.png' },
              },
            },
    });
    const { user } = renderRoute('/staff/settings');
    const input = await screen.findByLabelText('Upload a logo');
    expect(screen.getByText(/No logo has been uploaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Select a logo file',
    );
    expect(calls.callsTo('PUT /api/staff/settings/logo')).toHaveLength(0);

    await user.upload(input, new File(['<svg/>'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(
      await screen.findByRole('link', { name: 'The logo must be a PNG or JPEG image' }),
    ).toBeVisible();
    const sent = calls.callsTo('PUT /api/staff/settings/logo')[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('logo')).toBeInstanceOf(File);

    refuse = false;
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByText('Logo uploaded')).toBeInTheDocument();
  });

  it('shows the current logo and removes it', async () => {
    const calls = api({
      'GET /api/staff/settings': {
        body: { success: true, data: { ...SETTINGS, logo_url: '/api/association/logo?v=a.png' } },
      },
      'DELETE /api/staff/settings/logo': {
        body: { success: true, message: 'Logo removed', data: { logo_url: null } },
      },
    });
    const { user } = renderRoute('/staff/settings');
    expect(
      await screen.findByRole('img', { name: 'The association’s current logo' }),
    ).toHaveAttribute('src', '/api/association/logo?v=a.png');
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('Logo removed')).toBeInTheDocument();
    expect(calls.callsTo('DELETE /api/staff/settings/logo')).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const calls = api();
    signInStaff({ id: 2, email: 'office@example.com', name: 'Omar Office', roles: ['office'] });
    renderRoute('/staff/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account does not have access to the settings.',
    );
    expect(calls.calls.filter((call) => call.url.pathname !== '/api/association')).toHaveLength(0);
  });
});
