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

/**
 * Thrown to stop a save chain: the tab to show with its error summary, and the problems that
 * belong to no field (the field errors are already on the form).
 */
export class FormProblem extends Error {
  constructor(
    readonly tab: MembershipFormTab,
    readonly messages: readonly string[] = [],
  ) {
    super(messages[0] ?? 'form problem');
  }
}

/** What the error summary shows: the tab it belongs to and its problems without a field. */
export type WizardProblem = {
  tab: MembershipFormTab;
  messages: readonly string[];
  /** Bumped on every failed attempt, so the summary takes focus again. */
  attempt: number;
};

export function showWizardError(message: string) {
  toast.error(message, { id: TOAST_ID });
}

/**
 * Puts a 400's field errors on the matching inputs; answers the first tab holding one, and the
 * messages that fit no field of the form (the final submit's `tab` hint is not one).
 */
export function applyFieldErrors(
  forms: WizardForms,
  errors: ApiFieldErrors,
): { tab: MembershipFormTab | null; unplaced: string[] } {
  const keys = Object.keys(errors).filter((key) => key !== 'tab');
  const unplaced: string[] = [];
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
        if (errors[key]) unplaced.push(errors[key]);
        break;
    }
  }
  return { tab: firstFormTabWithError(keys.map((key) => key.split('.'))), unplaced };
}
