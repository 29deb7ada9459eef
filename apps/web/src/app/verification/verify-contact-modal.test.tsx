import { StrictMode, useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers';
import { getSession, isSignedIn, setAuth, setToken } from '../session';
import { authorizationOf, mockFetch, type MockReply } from '../../test/mock-fetch';
import { VerifyContactModal } from './verify-contact-modal';

function Harness({
  channel = 'email',
  address = 'someone@example.com',
  onVerified = () => {},
  keepSession,
}: {
  channel?: 'email' | 'mobile';
  address?: string;
  onVerified?: (address: string) => void;
  keepSession?: { bearer: string | null; onToken: (token: string) => void };
}) {
  const [open, setOpen] = useState(false);
  return (
    <StrictMode>
      <AppProviders>
        <button type="button" onClick={() => setOpen(true)}>
          Verify
        </button>
        <VerifyContactModal
          channel={channel}
          address={address}
          open={open}
          onClose={() => setOpen(false)}
          onVerified={onVerified}
          keepSession={keepSession}
        />
      </AppProviders>
    </StrictMode>
  );
}

const SENT = {
  body: { success: true, message: 'OTP has been sent to som****@exampl…', code_length: 4 },
};
const VERIFIED = { body: { success: true, message: 'OTP verified', token: 'applicant-token-2' } };
const WRONG = { status: 400, body: { success: false, message: 'OTP verification failed' } };

function bodyOf(call: unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}

async function openModal(routes: Record<string, MockReply | (() => MockReply)>, props = {}) {
  const fetchMock = mockFetch(routes);
  const user = userEvent.setup();
  const onVerified = vi.fn();
  render(<Harness onVerified={onVerified} {...props} />);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const dialog = screen.getByRole('dialog');
  return { fetchMock, user, onVerified, dialog };
}

/** The toast stack: the polite live region every toast is announced in. */
const toaster = () =>
  screen.getAllByRole('status').find((status) => status.getAttribute('aria-live') === 'polite')!;
const boxes = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('textbox')
    .map((el) => (el as HTMLInputElement).value);

describe('VerifyContactModal', () => {
  it('requests an email code once when opened and says where it went', async () => {
    const { fetchMock, dialog } = await openModal({ 'POST /api/send_email_otp': SENT });
    expect(dialog).toHaveAccessibleName('Verify Email');
    expect(
      await within(dialog).findByText('OTP has been sent to som****@exampl…'),
    ).toBeInTheDocument();
    // StrictMode runs effects twice; one code is requested.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/send_email_otp');
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ email: 'someone@example.com' });
    expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus();
    // The retry action is revealed only after a failure.
    expect(within(dialog).queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
  });

  it('verifies at four digits, stores the token, reports the address and closes', async () => {
    setToken('applicant-token-1');
    const { fetchMock, user, onVerified, dialog } = await openModal({
      'POST /api/send_email_otp': SENT,
      'POST /api/verify_otp': VERIFIED,
    });
    await within(dialog).findByText(/OTP has been sent to/);

    await user.keyboard('4821');

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('someone@example.com'));
    const verifyCall = fetchMock.mock.calls.find(([url]) => url === '/api/verify_otp');
    expect(bodyOf(verifyCall)).toEqual({ email: 'someone@example.com', otp: '4821' });
    // The current token is sent, so the server extends the same applicant.
    expect(authorizationOf(verifyCall?.[1])).toBe('Bearer applicant-token-1');
    expect(getSession()).toEqual({ token: 'applicant-token-2', user: null });
    expect(isSignedIn()).toBe(false);
    expect(within(toaster()).getByText('OTP verified')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
  });

  it("keeps a member's session token: the new token goes to keepSession, sent with the next", async () => {
    setAuth('member-token', { id: 12, kind: 'member' });
    const onToken = vi.fn();
    const first = await openModal(
      { 'POST /api/send_mobile_otp': SENT, 'POST /api/verify_otp': VERIFIED },
      { channel: 'mobile', address: '9876543210', keepSession: { bearer: null, onToken } },
    );
    await within(first.dialog).findByText(/OTP has been sent to/);
    await first.user.keyboard('4821');
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('applicant-token-2'));
    const verifyCall = first.fetchMock.mock.calls.find(([url]) => url === '/api/verify_otp');
    expect(bodyOf(verifyCall)).toEqual({ mobile_number: '9876543210', otp: '4821' });
    expect(authorizationOf(verifyCall?.[1])).toBe('Bearer member-token');
    expect(getSession().token).toBe('member-token');
    expect(first.onVerified).toHaveBeenCalledWith('9876543210');
  });

  it('sends the earlier verification token in place of the session token when given', async () => {
    setAuth('member-token', { id: 12, kind: 'member' });
    const { fetchMock, user, dialog } = await openModal(
      { 'POST /api/send_email_otp': SENT, 'POST /api/verify_otp': VERIFIED },
      { keepSession: { bearer: 'verify-token-1', onToken: () => {} } },
    );
    await within(dialog).findByText(/OTP has been sent to/);
    await user.keyboard('4821');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sendCall = fetchMock.mock.calls.find(([url]) => url === '/api/send_email_otp');
    expect(authorizationOf(sendCall?.[1])).toBe('Bearer member-token');
    const verifyCall = fetchMock.mock.calls.find(([url]) => url === '/api/verify_otp');
    expect(authorizationOf(verifyCall?.[1])).toBe('Bearer verify-token-1');
    expect(getSession().token).toBe('member-token');
  });

  it("drops the 'OTP verification failed' toast once a code is verified", async () => {
    let attempts = 0;
    const { user, dialog } = await openModal({
      'POST /api/send_email_otp': SENT,
      'POST /api/verify_otp': () => {
        attempts += 1;
        return attempts === 1 ? WRONG : VERIFIED;
      },
    });
    await within(dialog).findByText(/OTP has been sent to/);
    await user.keyboard('1111');
    expect(await within(toaster()).findByText('OTP verification failed')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus(),
    );
    await user.keyboard('4821');
    expect(await within(toaster()).findByText('OTP verified')).toBeInTheDocument();
    expect(within(toaster()).queryByText('OTP verification failed')).not.toBeInTheDocument();
  });

  it("on a wrong code toasts 'OTP verification failed', clears the boxes and reveals 'Resend OTP'", async () => {
    let sends = 0;
    const { fetchMock, user, onVerified, dialog } = await openModal({
      'POST /api/send_email_otp': () => {
        sends += 1;
        return SENT;
      },
      'POST /api/verify_otp': WRONG,
    });
    await within(dialog).findByText(/OTP has been sent to/);

    await user.keyboard('1111');

    expect(await within(toaster()).findByText('OTP verification failed')).toBeInTheDocument();
    expect(document.querySelector('[data-toast-id="otp-verification-failed"]')).not.toBeNull();
    expect(boxes(dialog)).toEqual(['', '', '', '']);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus(),
    );
    expect(onVerified).not.toHaveBeenCalled();
    expect(getSession().token).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // A second failure replaces the toast (fixed id) rather than stacking.
    await user.keyboard('2222');
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/verify_otp')).toHaveLength(2),
    );
    await waitFor(() => expect(boxes(dialog)).toEqual(['', '', '', '']));
    expect(within(toaster()).getAllByText('OTP verification failed')).toHaveLength(1);

    const resend = within(dialog).getByRole('button', { name: 'Resend OTP' });
    await user.click(resend);
    await waitFor(() => expect(sends).toBe(2));
    expect(await within(toaster()).findByText(/OTP has been sent to/)).toBeInTheDocument();
  });

  it('shows the server message when a resend is throttled', async () => {
    let sends = 0;
    const { user, dialog } = await openModal({
      'POST /api/send_email_otp': () => {
        sends += 1;
        return sends === 1
          ? SENT
          : { status: 429, body: { success: false, message: 'Please wait 60 seconds.' } };
      },
      'POST /api/verify_otp': WRONG,
    });
    await within(dialog).findByText(/OTP has been sent to/);
    await user.keyboard('1111');
    await user.click(await within(dialog).findByRole('button', { name: 'Resend OTP' }));
    expect(await within(toaster()).findByText('Please wait 60 seconds.')).toBeInTheDocument();
  });

  it("asks for 'Please enter a valid OTP' when a short code is submitted", async () => {
    const { fetchMock, user, dialog } = await openModal({ 'POST /api/send_email_otp': SENT });
    await within(dialog).findByText(/OTP has been sent to/);
    await user.keyboard('12');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid OTP');
    expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/send_email_otp']);
  });

  it('shows as many boxes as the server says its codes have, and verifies at the last one', async () => {
    const { fetchMock, user, onVerified, dialog } = await openModal({
      'POST /api/send_email_otp': { body: { ...SENT.body, code_length: 6 } },
      'POST /api/verify_otp': VERIFIED,
    });
    await within(dialog).findByText(/OTP has been sent to/);
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(6);
    expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();

    // Four digits are not a code any more: no auto-submit, and Verify asks for a valid one.
    await user.keyboard('4821');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/send_email_otp']);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid OTP');

    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 5 of 6' }));
    await user.keyboard('37');
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('someone@example.com'));
    const verifyCall = fetchMock.mock.calls.find(([url]) => url === '/api/verify_otp');
    expect(bodyOf(verifyCall)).toEqual({ email: 'someone@example.com', otp: '482137' });
  });

  it('verifies a number: title, payload and masked number', async () => {
    const { fetchMock, user, onVerified, dialog } = await openModal(
      {
        'POST /api/send_mobile_otp': { body: { success: true, message: 'sent', code_length: 4 } },
        'POST /api/verify_otp': VERIFIED,
      },
      { channel: 'mobile', address: '9876543210' },
    );
    expect(dialog).toHaveAccessibleName('Verify Number');
    expect(await within(dialog).findByText('OTP has been sent to ******3210')).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ mobile_number: '9876543210' });

    await user.paste('5678');
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('9876543210'));
    const verifyCall = fetchMock.mock.calls.find(([url]) => url === '/api/verify_otp');
    expect(bodyOf(verifyCall)).toEqual({ mobile_number: '9876543210', otp: '5678' });
  });

  it('shows the server message and the retry when the code cannot be sent', async () => {
    const { dialog } = await openModal({
      'POST /api/send_email_otp': {
        status: 429,
        body: { success: false, message: 'Too many requests. Try again in 60 seconds.' },
      },
    });
    expect(
      await within(toaster()).findByText('Too many requests. Try again in 60 seconds.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The OTP could not be sent.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('shows the generic error and the retry when the send answer does not match the contract', async () => {
    const { dialog } = await openModal({
      'POST /api/send_email_otp': { body: { success: true, message: 'sent' } },
    });
    expect(await within(toaster()).findByText('Something went wrong')).toBeInTheDocument();
    expect(within(dialog).getByText('The OTP could not be sent.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('treats a verify answer without a token as a failed code', async () => {
    const { user, onVerified, dialog } = await openModal({
      'POST /api/send_email_otp': SENT,
      'POST /api/verify_otp': { body: { success: true, message: 'OTP verified', token: '' } },
    });
    await within(dialog).findByText(/OTP has been sent to/);
    await user.keyboard('1234');
    expect(await within(toaster()).findByText('OTP verification failed')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
    expect(getSession().token).toBeNull();
  });

  it('closes with Escape without verifying', async () => {
    const { user, onVerified } = await openModal({ 'POST /api/send_email_otp': SENT });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });
});
