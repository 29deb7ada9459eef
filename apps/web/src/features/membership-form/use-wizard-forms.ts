import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { Journey } from '@portico/domain/constants';
import type { BasicDetails } from '@portico/domain/schemas/basic-details.schema';
import type { Directors } from '@portico/domain/schemas/directors.schema';
import type { ProposersRequired } from '@portico/domain/proposer-rule';
import { sameEmail, sameMobile } from '@portico/domain/schemas/fields';
import type { OtherDetails } from '@portico/domain/schemas/other-details.schema';
import {
  getProcess,
  mergeProcessData,
  setCurrentMembership,
  type ProcessData,
} from '../../app/process';
import {
  basicDetailsResolver,
  directorsResolver,
  otherDetailsResolver,
  proposersResolver,
  type ProposersOutput,
} from './form-resolvers';
import type { ContactChannel } from '../../app/verification/api/send-otp';
import { localApplicationId } from './application-facts';
import { formRoute, journeyOf } from './form-route';
import { forgetLocalTabs } from './initial-form';
import type {
  BasicValues,
  DirectorsValues,
  InitialForm,
  OtherValues,
  ProposersValues,
  VerifiedContacts,
} from './form-values';
import { useContactVerification } from './use-contact-verification';
import { useProposersRequired } from './use-proposers-required';
import type { WizardForms, WizardPlan } from './wizard-types';

/**
 * What the membership form asks and of whom: where it was opened (applicant or staff, which
 * journey), the four tab forms and the contact verification their rules depend on.
 */
export function useWizardFields(plan: WizardPlan, initial: InitialForm) {
  const { pathname } = useLocation();
  const route = formRoute(pathname);
  const { staff } = route;
  const { isStar } = plan;
  const journey: Journey = journeyOf(route, initial.journey);
  const verification = useContactVerification({ initial, journey, staff });
  const proposersRequired = useProposersRequired(initial, journey);
  const forms = useWizardForms(initial, {
    isStar,
    staff,
    verified: verification.verified,
    proposersRequired,
  });
  useAdoptOpenedApplication(initial, plan, staff);
  useRecordEdits(forms, staff, verification.verified);

  return {
    route,
    staff,
    isStar,
    locked: initial.locked,
    journey,
    proposersRequired,
    forms,
    verified: verification.verified,
    verifying: verification.verifying,
    checkingContact: verification.checkingContact,
    refusedContact: verification.refusedContact,
    startVerification: verification.startVerification,
    cancelVerification: verification.cancelVerification,
    /** The code was right: the address counts as verified, and its field's error goes. */
    contactVerified(channel: ContactChannel, address: string) {
      verification.markVerified(channel, address);
      if (channel === 'email') forms.basics.clearErrors('email');
      else forms.basics.clearErrors(['mobile_number', 'same_number']);
    },
  };
}

/** The four tab forms, filled from `initial`. */
function useWizardForms(
  initial: InitialForm,
  {
    isStar,
    staff,
    verified,
    proposersRequired,
  }: {
    isStar: boolean;
    staff: boolean;
    verified: VerifiedContacts;
    proposersRequired: ProposersRequired;
  },
): WizardForms {
  // Staff edit existing data: no verification gates.
  const basicsResolver = useMemo(
    () =>
      basicDetailsResolver({
        isStar,
        ...(staff ? {} : { verified, askConsent: true }),
      }),
    [isStar, staff, verified],
  );
  // The error summary takes focus (GOV.UK), not the first invalid field.
  const basics = useForm<BasicValues, unknown, BasicDetails>({
    shouldFocusError: false,
    defaultValues: initial.basic,
    resolver: basicsResolver,
  });
  const applicant = () => ({
    applicantEmail: basics.getValues('email'),
    applicantMobile: basics.getValues('mobile_number'),
  });
  const directors = useForm<DirectorsValues, unknown, Directors>({
    shouldFocusError: false,
    defaultValues: initial.directors,
    resolver: (values, context, options) =>
      directorsResolver(applicant())(values, context, options),
  });
  const proposers = useForm<ProposersValues, unknown, ProposersOutput>({
    shouldFocusError: false,
    defaultValues: initial.proposers,
    resolver: (values, context, options) =>
      proposersResolver({ isStar, ...applicant(), proposersRequired })(values, context, options),
  });
  const other = useForm<OtherValues, unknown, OtherDetails>({
    shouldFocusError: false,
    defaultValues: initial.other,
    resolver: otherDetailsResolver,
  });
  return { basics, directors, proposers, other };
}

/**
 * The locally held progress (applicants only; staff edit the server's data). It belongs to the
 * application opened: progress of another one is dropped, with that one's category.
 */
function useAdoptOpenedApplication(initial: InitialForm, plan: WizardPlan, staff: boolean) {
  useEffect(() => {
    const opened = initial.ids;
    if (staff || opened === null || localApplicationId(getProcess().data) === opened.id) return;
    mergeProcessData({
      ...forgetLocalTabs(1, 2, 3, 4),
      id: opened.id,
      app_id: opened.app_id,
      steps: initial.steps,
    });
    setCurrentMembership({ id: plan.id, name: plan.name });
    // Once, for the application the form opened with (the form is remounted for another).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Every edit goes into the locally held progress at once and stays there until its tab is saved,
 * so a reload (or a closed tab) keeps unsaved work; loading merges it over the application.
 */
function useRecordEdits(forms: WizardForms, staff: boolean, verified: VerifiedContacts) {
  const verifiedNow = useRef(verified);
  useEffect(() => {
    verifiedNow.current = verified;
  }, [verified]);
  const { basics, directors, proposers, other } = forms;
  useEffect(() => {
    if (staff) return;
    const record = (values: Record<string, unknown>, name: string | undefined) => {
      const key = name?.split('.')[0];
      if (!key) return;
      const value: unknown = values[key];
      // Rows (directors, proposers) are copied: the form keeps changing its own.
      const edit: ProcessData = {
        [key]: typeof value === 'object' && value !== null ? structuredClone(value) : value,
      };
      const current = verifiedNow.current;
      if (key === 'email') edit.email_verified = sameEmail(String(value).trim(), current.email);
      if (key === 'mobile_number') {
        edit.mobile_verified = sameMobile(String(value).trim(), current.mobile);
      }
      mergeProcessData(edit);
    };
    const values = { values: true } as const;
    const unsubscribes = [
      basics.subscribe({
        formState: values,
        callback: (state) => record(state.values, state.name),
      }),
      directors.subscribe({
        formState: values,
        callback: (state) => record(state.values, state.name),
      }),
      proposers.subscribe({
        formState: values,
        callback: (state) => record(state.values, state.name),
      }),
      other.subscribe({ formState: values, callback: (state) => record(state.values, state.name) }),
    ];
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [staff, basics, directors, proposers, other]);
}
