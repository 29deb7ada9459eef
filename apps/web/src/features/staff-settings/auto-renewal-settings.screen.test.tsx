// Settings › Auto-renewal (admin, decision 099): offered or not, for which categories, how many days
// before expiry the debit runs; the days checked before anything is sent, and a banner once saved.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATE_DEFINITIONS } from '@portico/domain/message-templates';
import { renderRoute } from '../../test/render-route';
import { CATEGORY_OPTIONS, mockApi, signInStaff, type Reply } from '../../app/staff/test-support';

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

const AUTO_RENEWAL: Reply = {
  body: { success: true, data: { offered: false, category_ids: [], debit_days_before: 7 } },
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/staff/settings': SETTINGS_REPLY,
    'GET /api/staff/settings/templates': TEMPLATES_REPLY,
    'GET /api/staff/auto_renewal/settings': AUTO_RENEWAL,
    'GET /api/membership': CATEGORY_OPTIONS,
    ...extra,
  });
}

describe('settings: auto-renewal', () => {
  beforeEach(() => signInStaff());

  it('offers it to the chosen categories with the days before expiry, and says so', async () => {
    const calls = api({
      'PUT /api/staff/auto_renewal/settings': (_url, init) => ({
        body: { success: true, data: JSON.parse(String(init?.body)) as unknown },
      }),
    });
    const { user } = renderRoute('/staff/settings');
    const panel = await screen.findByRole('region', { name: 'Auto-renewal' });
    const offered = await within(panel).findByRole('group', {
      name: 'Offer auto-renewal to members?',
    });
    expect(within(offered).getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(within(offered).getByRole('radio', { name: 'Yes' }));
    await user.click(await within(panel).findByRole('checkbox', { name: 'Gold' }));
    const days = within(panel).getByLabelText('Days before expiry the debit runs');
    await user.clear(days);
    await user.type(days, '10');
    await user.click(within(panel).getByRole('button', { name: 'Save auto-renewal settings' }));

    expect(
      await within(panel).findByText(
        'Auto-renewal settings saved. Members can turn it on; debits run 10 days before expiry.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.callsTo('PUT /api/staff/auto_renewal/settings')[0]?.body).toEqual({
        offered: true,
        category_ids: [3],
        debit_days_before: 10,
      }),
    );
  });

  it('refuses days outside 2 to 60 with the GOV.UK error summary, sending nothing', async () => {
    const calls = api();
    const { user } = renderRoute('/staff/settings');
    const panel = await screen.findByRole('region', { name: 'Auto-renewal' });
    const days = await within(panel).findByLabelText('Days before expiry the debit runs');
    await user.clear(days);
    await user.type(days, '90');
    await user.click(within(panel).getByRole('button', { name: 'Save auto-renewal settings' }));
    const summary = await within(panel).findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(
      within(summary).getByRole('link', {
        name: 'The debit must run at most 60 days before expiry',
      }),
    ).toHaveAttribute('href', '#auto-renewal-days');
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(calls.callsTo('PUT /api/staff/auto_renewal/settings')).toHaveLength(0);
  });
});
