import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { MyDetails } from '@portico/domain/contracts/my-details.contract';
import {
  changedDetails,
  documentsForChanges,
  MY_DETAILS_FIELDS,
  MY_DETAILS_MESSAGES,
  myDetailsSchema,
  type MyDetailsForm,
  type MyDetailsInput,
} from '@portico/domain/member-details';
import { errorMessage, isApiError } from '../../app/api-client';
import type { ContactChannel } from '../../app/verification/api/send-otp';
import { useUpdateMyDetails } from './api/my-details';

export type FormField = keyof MyDetailsInput;

function valuesOf(details: MyDetails): MyDetailsForm {
  return { ...details, address_proof: '' };
}

/** The contacts verified by code on this page, and the token that proves them. */
function useProof() {
  const [token, setToken] = useState<string | null>(null);
  const [verified, setVerified] = useState<Record<ContactChannel, string | null>>({
    email: null,
    mobile: null,
  });
  const [verifying, setVerifying] = useState<ContactChannel | null>(null);
  return {
    token,
    verified,
    verifying,
    start: setVerifying,
    cancel: () => setVerifying(null),
    keepToken: setToken,
    markVerified: (channel: ContactChannel, address: string) => {
      setVerifying(null);
      setVerified((current) => ({ ...current, [channel]: address }));
    },
    reset: () => {
      setToken(null);
      setVerified({ email: null, mobile: null });
    },
  };
}

/**
 * "Edit my details": the form, what changed against the record, the codes that prove a new email
 * or number, and the save (the server keeps only what changed and says which).
 */
export function useMyDetailsForm(details: MyDetails) {
  const save = useUpdateMyDetails();
  const proof = useProof();
  const form = useForm<MyDetailsInput, unknown, MyDetailsForm>({
    resolver: zodResolver(myDetailsSchema),
    defaultValues: valuesOf(details),
  });
  const [attempt, setAttempt] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const watched = useWatch({ control: form.control });
  const current = Object.fromEntries(
    MY_DETAILS_FIELDS.map((field) => [field, String(watched[field] ?? '')]),
  ) as Record<(typeof MY_DETAILS_FIELDS)[number], string>;
  const changed = changedDetails(valuesOf(details), current);
  const needsAddressProof = documentsForChanges(changed).includes('address_proof');

  /** What the page checks before sending: each new contact verified, a new address's proof. */
  function localProblems(values: MyDetailsForm): [FormField, string][] {
    const problems: [FormField, string][] = [];
    if (
      changed.includes('email') &&
      proof.verified.email?.toLowerCase() !== values.email.toLowerCase()
    ) {
      problems.push(['email', MY_DETAILS_MESSAGES.emailNotVerified]);
    }
    if (changed.includes('mobile_number') && proof.verified.mobile !== values.mobile_number) {
      problems.push(['mobile_number', MY_DETAILS_MESSAGES.mobileNotVerified]);
    }
    if (needsAddressProof && values.address_proof === '') {
      problems.push(['address_proof', MY_DETAILS_MESSAGES.addressProofNeeded]);
    }
    return problems;
  }

  async function submit(values: MyDetailsForm) {
    setFormError(null);
    setSavedMessage(null);
    const problems = localProblems(values);
    if (problems.length > 0) {
      for (const [field, message] of problems) form.setError(field, { message });
      setAttempt((n) => n + 1);
      return;
    }
    try {
      const answer = await save.mutateAsync({
        ...values,
        ...(proof.token ? { verification_token: proof.token } : {}),
      });
      form.reset(valuesOf(answer.data));
      proof.reset();
      setSavedMessage(answer.message);
    } catch (error) {
      const errors = isApiError(error) ? (error.errors ?? {}) : {};
      const fields = Object.entries(errors).filter(([field]) => field in myDetailsSchema.shape);
      for (const [field, message] of fields) form.setError(field as FormField, { message });
      if (fields.length === 0) setFormError(errorMessage(error));
      setAttempt((n) => n + 1);
    }
  }

  return {
    form,
    proof,
    changed,
    needsAddressProof,
    attempt,
    formError,
    savedMessage,
    saving: save.isPending,
    onSubmit: form.handleSubmit(submit, () => setAttempt((n) => n + 1)),
  };
}

export type MyDetailsFormState = ReturnType<typeof useMyDetailsForm>;
