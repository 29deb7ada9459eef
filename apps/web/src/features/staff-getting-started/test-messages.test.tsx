import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, signInStaff } from '../../app/staff/test-support';
import { renderRoute } from '../../test/render-route';

const STEPS = {
  body: {
    success: true,
    data: {
      steps: [
        'association_details',
        'logo',
        'categories',
        'staff',
        'register',
        'messages',
        'payment',
      ].map((key) => ({ key, done: false })),
    },
  },
};

type Last = { id: number; status: string; error: string | null; created_at: string } | null;

const tests = (mobile: string | null, email: Last, sms: Last) => ({
  body: {
    success: true,
    data: {
      mobile_number: mobile,
      channels: [
        {
          channel: 'email',
          configured: true,
          setting: 'SMTP_URL and MAIL_FROM',
          to: 'admin@example.com',
          last: email,
        },
        { channel: 'sms', configured: true, setting: 'SMS_GATEWAY_URL', to: mobile, last: sms },
        {
          channel: 'whatsapp',
          configured: false,
          setting: 'WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and the WHATSAPP_TEMPLATE_* names',
          to: mobile,
          last: null,
        },
      ],
    },
  },
});

const at = '2026-11-29T01:00:00.000Z';

describe('getting started: test messages', () => {
  beforeEach(() => signInStaff());

  it('asks for a valid mobile, sends, and follows each message until its final status', async () => {
    let reads = 0;
    const api = mockApi({
      'GET /api/staff/getting-started': STEPS,
      'GET /api/staff/getting-started/test-messages': () => {
        reads += 1;
        return reads <= 1
          ? tests(null, null, null)
          : tests(
              '9876543210',
              { id: 2, status: 'sent', error: null, created_at: at },
              { id: 3, status: 'failed', error: 'The gateway refused the number', created_at: at },
            );
      },
      'POST /api/staff/getting-started/test-messages': tests(
        '9876543210',
        { id: 2, status: 'pending', error: null, created_at: at },
        { id: 3, status: 'pending', error: null, created_at: at },
      ),
    });
    const { user } = renderRoute('/staff/getting-started');
    const panel = await screen.findByRole('region', { name: 'Test messages' });
    const channels = await within(panel).findByRole('list', { name: 'Channels' });
    expect(within(channels).getByText('WhatsApp').closest('li')).toHaveTextContent(
      /add WHATSAPP_TOKEN.*Not set up/,
    );

    const mobile = within(panel).getByRole('textbox', { name: /Your mobile number/ });
    await user.type(mobile, '12345');
    await user.click(within(panel).getByRole('button', { name: 'Send test messages to myself' }));
    expect(await within(panel).findByText('Please enter a valid mobile number')).toBeVisible();
    expect(api.callsTo('POST /api/staff/getting-started/test-messages')).toHaveLength(0);

    await user.clear(mobile);
    await user.type(mobile, '9876543210');
    await user.click(within(panel).getByRole('button', { name: 'Send test messages to myself' }));
    expect(await within(channels).findAllByText('Queued')).toHaveLength(2);
    expect(api.callsTo('POST /api/staff/getting-started/test-messages')[0]?.body).toEqual({
      mobile_number: '9876543210',
    });

    // Read again until final: the failed SMS shows the transport's error.
    expect(await within(channels).findByText('Failed', {}, { timeout: 5000 })).toBeVisible();
    expect(within(channels).getByText('Sent')).toBeVisible();
    expect(within(channels).getByText(/The gateway refused the number/)).toBeVisible();
    expect(
      await screen.findByText('The test messages have their final status.'),
    ).toBeInTheDocument();
  });
});
