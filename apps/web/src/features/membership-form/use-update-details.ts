import { useEffect, useMemo, useState, type FormEvent, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { BasicDetails } from '@portico/domain/schemas/basic-details.schema';
import type { Directors } from '@portico/domain/schemas/directors.schema';
import type { OtherDetails } from '@portico/domain/schemas/other-details.schema';
import type { ContactChannel } from '../../app/verification/api/send-otp';
import { useSaveCleanUpdateMutation } from './api/save-clean-update';
import { basicDetailsResolver, directorsResolver, otherDetailsResolver } from './form-resolvers';
import type {
  BasicValues,
  DirectorsValues,
  InitialForm,
  OtherValues,
  VerifiedContacts,
} from './form-values';
import { submitUpdate, type UpdateForms, type UpdateTarget } from './update-details-submit';

type UpdateInitial = Pick<InitialForm, 'basic' | 'directors' | 'other' | 'verified'>;

/** The self-update's three forms; focus moves to their first error only when asked. */
function useUpdateForms(initial: UpdateInitial, isStar: boolean, verified: VerifiedContacts) {
  const basicsResolver = useMemo(
    () => basicDetailsResolver({ isStar, verified, singlePage: true, askConsent: true }),
    [isStar, verified],
  );
  const basics = useForm<BasicValues, unknown, BasicDetails>({
    defaultValues: initial.basic,
    resolver: basicsResolver,
    shouldFocusError: false,
  });
  const directors = useForm<DirectorsValues, unknown, Directors>({
    defaultValues: initial.directors,
    resolver: (values, context, options) =>
      directorsResolver({
        applicantEmail: basics.getValues('email'),
        applicantMobile: basics.getValues('mobile_number'),
      })(values, context, options),
    shouldFocusError: false,
  });
  const other = useForm<OtherValues, unknown, OtherDetails>({
    defaultValues: { ...initial.other, membership_checked: false },
    resolver: otherDetailsResolver,
    shouldFocusError: false,
  });
  return { basics, directors, other } satisfies UpdateForms;
}

/** The self-update's state: forms, the mobile verification kept in the form, and the submit. */
export function useUpdateDetails(
  target: UpdateTarget,
  initial: UpdateInitial,
  /** The form, searched for the first field in error after a failed submit. */
  formRef: RefObject<HTMLFormElement | null>,
) {
  const navigate = useNavigate();
  const { mutateAsync: saveCleanUpdate } = useSaveCleanUpdateMutation();
  const [busy, setBusy] = useState(false);
  // The stored email counts as verified; the mobile number is verified in this form.
  const [verified, setVerified] = useState<VerifiedContacts>({
    email: initial.verified.email,
    mobile: null,
  });
  const [verificationToken, setVerificationToken] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<{ channel: ContactChannel; address: string } | null>(
    null,
  );
  /** Bumped after a failed submit: focus goes to the first field in error once it is rendered. */
  const [errorFocus, setErrorFocus] = useState(0);
  const forms = useUpdateForms(initial, target.isStar, verified);
  const confirmed = useWatch({ control: forms.other.control, name: 'membership_checked' });

  useEffect(() => {
    if (errorFocus === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorFocus, formRef]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    void submitUpdate({
      target,
      saveCleanUpdate,
      forms,
      verificationToken,
      navigate,
      setBusy,
      focusFirstError: () => setErrorFocus((n) => n + 1),
    });
  }

  function contactVerified(channel: ContactChannel, address: string) {
    setVerifying(null);
    if (channel === 'email') {
      setVerified((current) => ({ ...current, email: address }));
      forms.basics.clearErrors('email');
    } else {
      setVerified((current) => ({ ...current, mobile: address }));
      forms.basics.clearErrors(['mobile_number', 'same_number']);
    }
  }

  return {
    forms,
    busy,
    confirmed,
    verified,
    verifying,
    startVerification: (channel: ContactChannel, address: string) =>
      setVerifying({ channel, address }),
    cancelVerification: () => setVerifying(null),
    contactVerified,
    verificationToken,
    setVerificationToken,
    onSubmit,
  };
}
