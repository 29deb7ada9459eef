// The form's tabs: which is open and moving between them, and what the last attempt left to see on
// them (a tab's error summary, the error modal, the draft's result, check your answers).
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FieldPath } from 'react-hook-form';
import {
  firstFormTabWithError,
  formTabOfField,
  MEMBERSHIP_FORM_TABS,
  type MembershipFormTab,
} from '@portico/domain/schemas/membership-form-tab';
import { setStep } from '../../app/process';
import { FALLBACK_ERROR_MESSAGE, isApiError, type ApiFieldErrors } from '../../app/api-client';
import type { Notice } from '../../ui/message-modal';
import type { BasicValues, DirectorsValues, OtherValues, ProposersValues } from './form-values';
import type { TabItem } from './form-tabs';
import type { WizardForms } from './wizard-types';

/** The tabs shown (Star has no directors), the tab open, and moving between them. */
export function useWizardNavigation({
  isStar,
  staff,
  panelRef,
}: {
  isStar: boolean;
  staff: boolean;
  /** The tab panel, focused when an action moves to another tab. */
  panelRef: RefObject<HTMLElement | null>;
}) {
  const tabs: readonly TabItem[] = MEMBERSHIP_FORM_TABS.filter(
    ({ tab }) => !(isStar && tab === 2),
  ).map(({ tab, label }) => ({ tab, label }));
  const [tab, setTab] = useState<MembershipFormTab>(1);
  const focusPanel = useRef(false);

  useEffect(() => {
    if (!focusPanel.current) return;
    focusPanel.current = false;
    panelRef.current?.focus();
  }, [tab, panelRef]);

  function goTo(next: MembershipFormTab, options: { focus?: boolean } = {}) {
    focusPanel.current = options.focus ?? true;
    setTab(next);
    if (!staff) setStep(next);
  }

  function neighbour(from: MembershipFormTab, offset: 1 | -1): MembershipFormTab | null {
    const index = tabs.findIndex((item) => item.tab === from);
    return tabs[index + offset]?.tab ?? null;
  }

  return { tabs, tab, goTo, neighbour };
}

export type WizardNavigation = ReturnType<typeof useWizardNavigation>;

/**
 * Thrown to stop a save: the tab to show with its error summary, and the problems that belong to
 * no field (the field errors are already on the form).
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

/**
 * Puts a 400's field errors on the matching inputs; answers the first tab holding one, and the
 * messages that fit no field of the form (the final submit's `tab` hint is not one).
 */
function applyFieldErrors(
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

/**
 * What the last attempt left to see: the open tab's error summary, the error modal, the draft's
 * result, or check your answers.
 */
export function useWizardFeedback(forms: WizardForms, navigation: WizardNavigation) {
  const [problem, setProblem] = useState<WizardProblem | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [draftResult, setDraftResult] = useState<'saved' | 'failed' | null>(null);

  /** The error summary of `tab`, which opens (the summary takes focus, not the panel). */
  function showProblem(tab: MembershipFormTab, messages: readonly string[] = []) {
    setProblem((previous) => ({ tab, messages, attempt: (previous?.attempt ?? 0) + 1 }));
    setReviewing(false);
    if (tab !== navigation.tab) navigation.goTo(tab, { focus: false });
  }

  return {
    /** What the form shows of it. */
    shown: {
      /** The open tab's error summary, if its last attempt failed. */
      problem: problem !== null && problem.tab === navigation.tab && !reviewing ? problem : null,
      notice,
      closeNotice: () => setNotice(null),
      draftResult,
      closeDraftResult: () => setDraftResult(null),
      reviewing,
      /** Check your answers: Change (and Back) open the section's tab. */
      change(tab: MembershipFormTab) {
        setReviewing(false);
        navigation.goTo(tab);
      },
    },
    showProblem,
    /**
     * A save that failed, back on its tab: a problem with the values goes to the tab's error
     * summary; a refusal of the whole save (the server's message, else 'Something went wrong') to
     * the error modal, to be acknowledged.
     */
    showFailure(error: unknown) {
      if (error instanceof FormProblem) return showProblem(error.tab, error.messages);
      if (isApiError(error) && error.errors) {
        const placed = applyFieldErrors(forms, error.errors);
        return showProblem(placed.tab ?? navigation.tab, placed.unplaced);
      }
      if (!isApiError(error)) console.error(error);
      setReviewing(false);
      setNotice({
        kind: 'error',
        message: isApiError(error) ? error.message : FALLBACK_ERROR_MESSAGE,
      });
    },
    clearProblem: () => setProblem(null),
    draftSaved: () => setDraftResult('saved'),
    /** Save as Draft failed: a refusal's field errors go on the form all the same. */
    draftFailed(error: unknown) {
      if (isApiError(error) && error.errors) applyFieldErrors(forms, error.errors);
      else if (!isApiError(error)) console.error(error);
      setDraftResult('failed');
    },
    /** Every tab checked: check your answers opens. */
    review() {
      setProblem(null);
      setReviewing(true);
    },
    leaveReview: () => setReviewing(false),
  };
}

export type WizardFeedback = ReturnType<typeof useWizardFeedback>;
