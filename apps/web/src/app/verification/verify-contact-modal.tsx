import { MESSAGES } from '@portico/domain/messages';
import { Modal } from '../../ui/modal';
import type { ContactChannel } from './api/send-otp';
import { useVerifyContact } from './use-verify-contact';
import { VerifyContactForm } from './verify-contact-form';

export type VerifyContactModalProps = {
  channel: ContactChannel;
  /** The email address or WhatsApp number to verify. */
  address: string;
  open: boolean;
  onClose: () => void;
  /** Called with the verified address after the token is stored, just before the modal closes. */
  onVerified: (address: string) => void;
  /**
   * A signed-in member's form: the returned token goes to `onToken` instead of replacing the
   * session's token, and `bearer` (the form's earlier verification token, if any) is sent in place
   * of the session's, so that a second verification extends the first.
   */
  keepSession?: { bearer: string | null; onToken: (token: string) => void };
};

export const RESEND_OTP = 'Resend OTP';

/**
 * 'Verify Email' / 'Verify Number': requests a code when opened, auto-verifies once the code's last
 * digit is typed (4 digits unless the server's send answer names another length), stores
 * the returned applicant token (or hands it to `keepSession`) and reports the verified address. A
 * wrong code clears the boxes and reveals 'Resend OTP' in the footer.
 */
export function VerifyContactModal(props: VerifyContactModalProps) {
  // Mounted only while open, so every opening starts afresh (and requests a new code).
  return props.open ? <VerifyContactDialog {...props} /> : null;
}

function VerifyContactDialog({ open: _open, ...options }: VerifyContactModalProps) {
  const state = useVerifyContact(options);
  const title =
    options.channel === 'email' ? MESSAGES.verifyEmailTitle : MESSAGES.verifyNumberTitle;
  return (
    <Modal
      open
      title={title}
      onClose={options.onClose}
      footerAction={
        state.retryShown
          ? {
              label: RESEND_OTP,
              enabled: state.sendState !== 'sending' && !state.verifying,
              onClick: state.resend,
            }
          : undefined
      }
    >
      <VerifyContactForm address={options.address} state={state} />
    </Modal>
  );
}
