import {
  VerifyContactModal,
  type VerifyContactModalProps,
} from '../../app/verification/verify-contact-modal';
import type { ContactChannel } from './wizard-types';

/** Where a form is in verifying one of its contacts (the wizard's, the self-update's). */
type ContactVerificationFlow = {
  verifying: { channel: ContactChannel; address: string } | null;
  cancelVerification: () => void;
  contactVerified: (channel: ContactChannel, address: string) => void;
};

/** The code check of the contact being verified, while there is one. */
export function ContactCheckModal({
  flow,
  keepSession,
}: {
  flow: ContactVerificationFlow;
  keepSession?: VerifyContactModalProps['keepSession'];
}) {
  const { verifying } = flow;
  return verifying ? (
    <VerifyContactModal
      channel={verifying.channel}
      address={verifying.address}
      open
      onClose={flow.cancelVerification}
      onVerified={(address: string) => flow.contactVerified(verifying.channel, address)}
      keepSession={keepSession}
    />
  ) : null;
}
