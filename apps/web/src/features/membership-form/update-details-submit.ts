import type { FieldPath } from 'react-hook-form';
import type { NavigateFunction } from 'react-router';
import { applicationRouteId } from '@portico/domain/format';
import type { CleanUpdateBody } from '@portico/domain/contracts/applications.contract';
import type { CleanUpdateResponse } from '@portico/domain/member';
import { MESSAGES } from '@portico/domain/messages';
import { completeDirectorRows } from '@portico/domain/schemas/directors.schema';
import { formTabOfField } from '@portico/domain/schemas/membership-form-tab';
import { FALLBACK_ERROR_MESSAGE, isApiError, type ApiFieldErrors } from '../../app/api-client';
import { getSession, setUser } from '../../app/session';
import { toast } from '../../app/toast';
import type { BasicValues, DirectorsValues, OtherValues } from './form-values';
import { parsed } from './validate-form';
import type { BasicForm, DirectorsForm, OtherForm } from './wizard-types';

/** Toasts use a fixed id so a repeated message replaces itself. */
const TOAST_ID = 'update-details';

export type UpdateForms = { basics: BasicForm; directors: DirectorsForm; other: OtherForm };

/** Whose details are updated, and where the update goes on to. */
export type UpdateTarget = {
  /** The member's application id (decoded). */
  userId: number;
  /** The route's base64 id, for the thanks page. */
  routeId: string;
  /** 'renew': the self-update before a renewal, which continues to the renewal checkout. */
  from: string | null;
  isStar: boolean;
};

type SubmitContext = {
  target: UpdateTarget;
  saveCleanUpdate: (payload: CleanUpdateBody) => Promise<CleanUpdateResponse>;
  forms: UpdateForms;
  verificationToken: string | null;
  navigate: NavigateFunction;
  setBusy: (busy: boolean) => void;
  focusFirstError: () => void;
};

function showError(message: string) {
  toast.error(message, { id: TOAST_ID });
}

/** A 400's `errors` at their fields; the verification token's at the mobile number. */
function applyFieldErrors({ basics, directors, other }: UpdateForms, errors: ApiFieldErrors) {
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

/** Validates the three forms and the mobile verification; the payload, or null (messages shown). */
async function validPayload(context: SubmitContext): Promise<CleanUpdateBody | null> {
  const { forms, target, verificationToken } = context;
  const basicValues = await parsed(forms.basics);
  const directorValues = target.isStar ? null : await parsed(forms.directors);
  const otherValues = await parsed(forms.other);
  if (basicValues === null || (!target.isStar && directorValues === null) || otherValues === null) {
    const mobileError = forms.basics.getFieldState('mobile_number').error?.message;
    showError(mobileError === MESSAGES.verifyMobileFirst ? mobileError : MESSAGES.formIncomplete);
    context.focusFirstError();
    return null;
  }
  if (verificationToken === null) {
    forms.basics.setError('mobile_number', { type: 'manual', message: MESSAGES.verifyMobileFirst });
    showError(MESSAGES.verifyMobileFirst);
    context.focusFirstError();
    return null;
  }
  return {
    ...basicValues,
    id: target.userId,
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
}

function updateFailed(context: SubmitContext, error: unknown) {
  const { navigate, target } = context;
  // 409: no update is asked any more ('Data Already Recorded').
  if (isApiError(error) && error.status === 409) {
    void navigate(`/user/update-details/${target.routeId}/thanks/1`, { replace: true });
    return;
  }
  if (isApiError(error)) {
    if (error.errors) {
      applyFieldErrors(context.forms, error.errors);
      context.focusFirstError();
    }
    showError(error.message);
    return;
  }
  console.error(error);
  showError(FALLBACK_ERROR_MESSAGE);
}

/** Submit: saves the update, marks the session's member as updated and moves on. */
export async function submitUpdate(context: SubmitContext) {
  const { target, navigate } = context;
  const payload = await validPayload(context);
  if (payload === null) return;
  context.setBusy(true);
  try {
    const saved = await context.saveCleanUpdate(payload);
    const user = getSession().user;
    if (user && Number(user.id) === target.userId) setUser({ ...user, manual: 0 });
    toast.success(saved.message || MESSAGES.dataUpdatedSuccessfully, { id: TOAST_ID });
    void navigate(
      target.from === 'renew'
        ? `/app/checkout/${applicationRouteId(saved.app_id)}`
        : `/user/update-details/${target.routeId}/thanks/0`,
    );
  } catch (error) {
    context.setBusy(false);
    updateFailed(context, error);
  }
}
