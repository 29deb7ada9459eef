import type { FieldPath } from 'react-hook-form';
import {
  firstFormTabWithError,
  formTabOfField,
  type MembershipFormTab,
} from '@portico/domain/schemas/membership-form-tab';
import type { ApiFieldErrors } from '../../app/api-client';
import { toast } from '../../app/toast';
import type { BasicValues, DirectorsValues, OtherValues, ProposersValues } from './form-values';
import type { WizardForms } from './wizard-types';

/** Toasts use fixed ids so a repeated message replaces itself instead of stacking. */
const TOAST_ID = 'membership-form';

/** Thrown to stop a save chain after its message was shown. */
export class Handled extends Error {}

export function showWizardError(message: string) {
  toast.error(message, { id: TOAST_ID });
}

/** Puts a 400's field errors on the matching inputs; answers the first tab holding one. */
export function applyFieldErrors(
  forms: WizardForms,
  errors: ApiFieldErrors,
): MembershipFormTab | null {
  const keys = Object.keys(errors);
  for (const key of keys) {
    const error = { type: 'server', message: errors[key] };
    switch (formTabOfField(key.split('.'))) {
      case 1:
        forms.basics.setError(key as FieldPath<BasicValues>, error);
        break;
      case 2:
        forms.directors.setError(key as FieldPath<DirectorsValues>, error);
        break;
      case 3:
        forms.proposers.setError(key as FieldPath<ProposersValues>, error);
        break;
      case 4:
        forms.other.setError(key as FieldPath<OtherValues>, error);
        break;
      default:
        break;
    }
  }
  return firstFormTabWithError(keys.map((key) => key.split('.')));
}
