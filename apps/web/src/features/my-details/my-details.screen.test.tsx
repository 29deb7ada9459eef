import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MY_DETAILS_MESSAGES } from '@portico/domain/member-details';
import { setAuth } from '../../app/session';
import { bodiesSentTo, mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

const ok = (data: unknown): MockReply => ({ body: { success: true, data } });

const DETAILS = {
  name: 'Priya Nair',
  company_name: 'Nair Entertainment LLP',
  email: 'member2@example.com',
  mobile_number: '9800000002',
  registered_address: '1 MG Road, Kochi',
  registered_city: 'Kochi',
  registered_pin: '682001',
  gst_number: '32AAFFN5678B1ZF',
  pan_number: 'AAFFN5678B',
  documents: [],
  documents_asked: false,
};

const VERIFY = {
  'POST /api/send_mobile_otp': { body: { success: true, message: 'OTP sent', code_length: 4 } },
  'POST /api/verify_otp': { body: { success: true, message: 'OTP verified', token: 'proof' } },
};

describe('Edit my details', () => {
  beforeEach(() => setAuth('member-token', { id: 12, membership_id: 3, kind: 'member' }));

  it('shows the record and saves a new WhatsApp number only after its code', async () => {
    const fetchMock = mockFetch({
      '/api/my_details': ok(DETAILS),
      ...VERIFY,
      'POST /api/my_details': {
        body: {
          success: true,
          message: MY_DETAILS_MESSAGES.saved,
          changed: ['mobile_number'],
          data: { ...DETAILS, mobile_number: '9811112222' },
        },
      },
    });
    const { user } = renderRoute('/app/my-details');
    const mobile = await screen.findByLabelText('WhatsApp number');
    expect(mobile).toHaveValue('9800000002');
    // Nothing to verify until the number changes.
    expect(screen.queryByRole('button', { name: /Send code/ })).not.toBeInTheDocument();
    await user.clear(mobile);
    await user.type(mobile, '9811112222');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: MY_DETAILS_MESSAGES.mobileNotVerified }),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/my_details')).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Send code to verify your new WhatsApp number' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Digit 1 of 4'), '4821');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MY_DETAILS_MESSAGES.saved)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/my_details')).toEqual([
      expect.objectContaining({ mobile_number: '9811112222', verification_token: 'proof' }),
    ]);
  });

  it('asks for a proof only when the address changes', async () => {
    mockFetch({ '/api/my_details': ok(DETAILS) });
    const { user } = renderRoute('/app/my-details');
    const pin = await screen.findByLabelText('PIN code');
    expect(screen.queryByLabelText(/Proof of your new address/)).not.toBeInTheDocument();
    await user.clear(pin);
    await user.type(pin, '682031');
    expect(await screen.findByLabelText(/Proof of your new address/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(MY_DETAILS_MESSAGES.addressProofNeeded)).toBeInTheDocument();
  });

  it('shows the server’s refusal beside the GST number', async () => {
    mockFetch({
      '/api/my_details': ok(DETAILS),
      'POST /api/my_details': {
        status: 400,
        body: {
          success: false,
          message: 'GST number must contain your PAN number (characters 3 to 12)',
          errors: { gst_number: 'GST number must contain your PAN number (characters 3 to 12)' },
        },
      },
    });
    const { user } = renderRoute('/app/my-details');
    const gst = await screen.findByLabelText('GST number');
    await user.clear(gst);
    await user.type(gst, '07AABCM1234A1Z9');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(gst).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(/must contain your PAN/).length).toBeGreaterThan(0);
  });
});
