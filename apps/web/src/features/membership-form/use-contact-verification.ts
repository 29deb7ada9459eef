import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Journey } from '@portico/domain/constants';
import { sameEmail, sameMobile } from '@portico/domain/schemas/fields';
import { errorMessage, isApiError } from '../../app/api-client';
import { toast } from '../../app/toast';
import type { ContactChannel } from '../../app/verification/api/send-otp';
import { markContactVerified } from '../../app/verification/verified-contact';
import { contactAvailabilityQuery } from './api/check-contact-availability';
import type { InitialForm, VerifiedContacts } from './form-values';
import type { RefusedContact } from './wizard-types';

/** A fixed id, so a repeated message replaces itself instead of stacking. */
const TOAST_ID = 'membership-form';

/** The verified email and WhatsApp number, and the verification under way. */
export function useContactVerification({
  initial,
  journey,
  staff,
}: {
  initial: InitialForm;
  journey: Journey;
  staff: boolean;
}) {
  const queryClient = useQueryClient();
  const [verified, setVerified] = useState<VerifiedContacts>(initial.verified);
  const [verifying, setVerifying] = useState<{ channel: ContactChannel; address: string } | null>(
    null,
  );
  /** The channel whose address is being checked for availability, before its code is sent. */
  const [checkingContact, setCheckingContact] = useState<ContactChannel | null>(null);
  const [refusedContact, setRefusedContact] = useState<RefusedContact | null>(null);

  /**
   * Verify: on the new-applicant journey the server first says whether the address is still free
   * for a new application (issue: "is the address free"); a taken one gets the server's message
   * instead of a code. The loaded application's own address needs no check (it is its own).
   */
  async function startVerification(channel: ContactChannel, address: string) {
    if (verifying !== null || checkingContact !== null) return;
    const same = channel === 'email' ? sameEmail : sameMobile;
    const own = initial.stored !== null && same(address, initial.stored[channel]);
    if (journey === 'new' && !staff && !own) {
      setCheckingContact(channel);
      try {
        const availability = await queryClient.fetchQuery(
          contactAvailabilityQuery(channel, address),
        );
        if (!availability.available) {
          setRefusedContact({ channel, address, message: availability.message });
          toast.error(availability.message, { id: TOAST_ID });
          return;
        }
      } catch (error) {
        if (!isApiError(error)) console.error(error);
        toast.error(errorMessage(error), { id: TOAST_ID });
        return;
      } finally {
        setCheckingContact(null);
      }
    }
    setRefusedContact(null);
    setVerifying({ channel, address });
  }

  /** The code was right: the address counts as verified (kept locally for applicants). */
  function markVerified(channel: ContactChannel, address: string) {
    setVerifying(null);
    if (channel === 'email') setVerified((current) => ({ ...current, email: address }));
    else setVerified((current) => ({ ...current, mobile: address }));
    if (!staff) markContactVerified(channel, address);
  }

  return {
    verified,
    verifying,
    checkingContact,
    refusedContact,
    startVerification: (channel: ContactChannel, address: string) =>
      void startVerification(channel, address),
    cancelVerification: () => setVerifying(null),
    markVerified,
  };
}
