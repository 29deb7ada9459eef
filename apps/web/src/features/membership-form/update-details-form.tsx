import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { encodeId } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import type { BasicDetails } from '@portico/domain/schemas/basic-details.schema';
import { completeDirectorRows, type Directors } from '@portico/domain/schemas/directors.schema';
import { formTabOfField } from '@portico/domain/schemas/membership-form-tab';
import type { OtherDetails } from '@portico/domain/schemas/other-details.schema';
import { FALLBACK_ERROR_MESSAGE, isApiError, type ApiFieldErrors } from '../../app/api-client';
import { StepFooter } from '../../app/layout/step-footer';
import { getSession, setUser } from '../../app/session';
import { toast } from '../../app/toast';
import type { ContactChannel } from '../../app/verification/api/send-otp';
import { VerifyContactModal } from '../../app/verification/verify-contact-modal';
import { saveCleanUpdate, type CleanUpdatePayload } from './api/save-clean-update';
import { BasicDetailsTab } from './basic-details-tab';
import { DirectorsTab } from './directors-tab';
import { basicDetailsResolver, directorsResolver, otherDetailsResolver } from './form-resolvers';
import type {
  BasicValues,
  DirectorsValues,
  InitialForm,
  OtherValues,
  VerifiedContacts,
} from './form-values';
import { OtherDetailsTab } from './other-details-tab';
import type { BasicForm, DirectorsForm, OtherForm } from './use-membership-wizard';
import { parsed } from './validate-form';

/** Toasts use a fixed id so a repeated message replaces itself. */
const TOAST_ID = 'update-details';

export type UpdateDetailsFormProps = {
  /** The member's application id (decoded). */
  userId: number;
  /** The route's base64 id, for the thanks page. */
  routeId: string;
  /** 'renew': the self-update before a renewal, which continues to the renewal checkout. */
  from: string | null;
  isStar: boolean;
  initial: Pick<InitialForm, 'basic' | 'directors' | 'other' | 'verified'>;
};

/**
 * The member self-update: the membership form on one page (Basic Details, Director Details but for
 * star, Other Details) with the tabs' own fields and schemas. The mobile number must be verified
 * here; the verification token is kept in this form (the member's session token stays) and sent as
 * `verification_token`. Submit waits for the confirmation checkbox.
 */
export default function UpdateDetailsForm({
  userId,
  routeId,
  from,
  isStar,
  initial,
}: UpdateDetailsFormProps) {
  const navigate = useNavigate();
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
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

  const basicsResolver = useMemo(
    () => basicDetailsResolver({ isStar, verified, singlePage: true }),
    [isStar, verified],
  );
  const basics: BasicForm = useForm<BasicValues, unknown, BasicDetails>({
    defaultValues: initial.basic,
    resolver: basicsResolver,
    shouldFocusError: false,
  });
  const directors: DirectorsForm = useForm<DirectorsValues, unknown, Directors>({
    defaultValues: initial.directors,
    resolver: (values, context, options) =>
      directorsResolver({
        applicantEmail: basics.getValues('email'),
        applicantMobile: basics.getValues('mobile_number'),
      })(values, context, options),
    shouldFocusError: false,
  });
  const other: OtherForm = useForm<OtherValues, unknown, OtherDetails>({
    defaultValues: { ...initial.other, membership_checked: false },
    resolver: otherDetailsResolver,
    shouldFocusError: false,
  });
  const confirmed = useWatch({ control: other.control, name: 'membership_checked' });

  useEffect(() => {
    if (errorFocus === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorFocus]);

  function showError(message: string) {
    toast.error(message, { id: TOAST_ID });
  }

  /** A 400's `errors` at their fields; the verification token's at the mobile number. */
  function applyFieldErrors(errors: ApiFieldErrors) {
    for (const [key, message] of Object.entries(errors)) {
      const error = { type: 'server', message };
      if (key === 'verification_token') {
        basics.setError('mobile_number', error);
        continue;
      }
      switch (formTabOfField(key.split('.'))) {
        case 1:
          basics.setError(key as FieldPath<BasicValues>, error);
          break;
        case 2:
          directors.setError(key as FieldPath<DirectorsValues>, error);
          break;
        case 4:
          other.setError(key as FieldPath<OtherValues>, error);
          break;
        default:
          break;
      }
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const basicValues = await parsed(basics);
    const directorValues = isStar ? null : await parsed(directors);
    const otherValues = await parsed(other);
    if (basicValues === null || (!isStar && directorValues === null) || otherValues === null) {
      const mobileError = basics.getFieldState('mobile_number').error?.message;
      showError(mobileError === MESSAGES.verifyMobileFirst ? mobileError : MESSAGES.formIncomplete);
      setErrorFocus((n) => n + 1);
      return;
    }
    if (verificationToken === null) {
      basics.setError('mobile_number', { type: 'manual', message: MESSAGES.verifyMobileFirst });
      showError(MESSAGES.verifyMobileFirst);
      setErrorFocus((n) => n + 1);
      return;
    }

    const payload: CleanUpdatePayload = {
      ...basicValues,
      id: userId,
      same_number: basicValues.same_number ? 1 : 0,
      director: directorValues ? completeDirectorRows(directorValues.director) : null,
      description: otherValues.description,
      meta: otherValues.meta,
      linkedin: otherValues.linkedin,
      instagram: otherValues.instagram,
      youtube: otherValues.youtube,
      membership_checked: 1,
      verification_token: verificationToken,
    };

    setBusy(true);
    try {
      const saved = await saveCleanUpdate(payload);
      const user = getSession().user;
      if (user && Number(user.id) === userId) setUser({ ...user, manual: 0 });
      toast.success(saved.message || MESSAGES.dataUpdatedSuccessfully, { id: TOAST_ID });
      void navigate(
        from === 'renew'
          ? `/app/checkout/${encodeId(saved.app_id)}`
          : `/user/update-details/${routeId}/thanks/0`,
      );
    } catch (error) {
      setBusy(false);
      // 409: no update is asked any more ('Data Already Recorded').
      if (isApiError(error) && error.status === 409) {
        void navigate(`/user/update-details/${routeId}/thanks/1`, { replace: true });
        return;
      }
      if (isApiError(error)) {
        if (error.errors) {
          applyFieldErrors(error.errors);
          setErrorFocus((n) => n + 1);
        }
        showError(error.message);
        return;
      }
      console.error(error);
      showError(FALLBACK_ERROR_MESSAGE);
    }
  }

  function contactVerified(channel: ContactChannel, address: string) {
    setVerifying(null);
    if (channel === 'email') {
      setVerified((current) => ({ ...current, email: address }));
      basics.clearErrors('email');
    } else {
      setVerified((current) => ({ ...current, mobile: address }));
      basics.clearErrors(['mobile_number', 'same_number']);
    }
  }

  const sectionId = (name: string) => `${idBase}-${name}`;

  return (
    <>
      <form
        ref={formRef}
        className="membership-form__form update-details__form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <section className="form-panel" aria-labelledby={sectionId('basic')}>
          <h2 id={sectionId('basic')} className="update-details__section-title">
            {MESSAGES.tabBasicDetails}
          </h2>
          <BasicDetailsTab
            form={basics}
            isStar={isStar}
            staff={false}
            locked={false}
            verified={verified}
            onVerify={(channel, address) => setVerifying({ channel, address })}
          />
        </section>

        {isStar ? null : (
          <section className="form-panel" aria-label={MESSAGES.sectionDirectorDetails}>
            <DirectorsTab form={directors} />
          </section>
        )}

        <section className="form-panel" aria-labelledby={sectionId('other')}>
          <h2 id={sectionId('other')} className="update-details__section-title">
            {MESSAGES.tabOtherDetails}
          </h2>
          <OtherDetailsTab form={other} />
        </section>

        <StepFooter continueText={MESSAGES.submit} canContinue={confirmed} busy={busy} />
      </form>

      {verifying ? (
        <VerifyContactModal
          channel={verifying.channel}
          address={verifying.address}
          open
          onClose={() => setVerifying(null)}
          onVerified={(address: string) => contactVerified(verifying.channel, address)}
          keepSession={{ bearer: verificationToken, onToken: setVerificationToken }}
        />
      ) : null}
    </>
  );
}
