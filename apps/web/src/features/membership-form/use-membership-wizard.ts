import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { MESSAGES, proposerNotMember } from '@portico/domain/messages';
import { decodeId, encodeId } from '@portico/domain/format';
import type { Journey } from '@portico/domain/constants';
import type { BasicDetails } from '@portico/domain/schemas/basic-details.schema';
import type { Directors } from '@portico/domain/schemas/directors.schema';
import { sameEmail, sameMobile } from '@portico/domain/schemas/fields';
import {
  firstFormTabWithError,
  formTabOfField,
  MEMBERSHIP_FORM_TABS,
  type MembershipFormTab,
} from '@portico/domain/schemas/membership-form-tab';
import { needsGstConfirmation } from '@portico/domain/schemas/basic-details.schema';
import type { OtherDetails } from '@portico/domain/schemas/other-details.schema';
import {
  errorMessage,
  FALLBACK_ERROR_MESSAGE,
  isApiError,
  type ApiFieldErrors,
} from '../../app/api-client';
import {
  getProcess,
  mergeProcessData,
  setCurrentMembership,
  setStep,
  type ProcessData,
} from '../../app/process';
import { toast } from '../../app/toast';
import type { ContactChannel } from '../../app/verification/api/send-otp';
import { markContactVerified } from '../../app/verification/verified-contact';
import { checkContactAvailability } from './api/check-contact-availability';
import { checkMember } from './api/check-member';
import { saveBasicDetails } from './api/save-basic-details';
import { saveDirectors } from './api/save-directors';
import type { SaveMeta, SavedIds } from './api/save-meta';
import { saveOtherDetails } from './api/save-other-details';
import { saveProposers } from './api/save-proposers';
import {
  basicDetailsResolver,
  directorsResolver,
  otherDetailsResolver,
  proposersResolver,
  type ProposersOutput,
} from './form-resolvers';
import { formRoute, journeyOf, STAFF_SELECT_MEMBERSHIP_PATH, staffDoneTarget } from './form-route';
import type { TabItem } from './form-tabs';
import { parsed } from './validate-form';
import {
  basicDetailsPayload,
  directorsPayload,
  otherDetailsPayload,
  proposersPayload,
} from './form-payloads';
import {
  forgetLocalTabs,
  localApplicationId,
  type BasicValues,
  type DirectorsValues,
  type InitialForm,
  type OtherValues,
  type ProposersValues,
  type VerifiedContacts,
} from './form-values';

export type WizardPlan = { id: number; name: string; isStar: boolean };

/** An address the availability check refused, with the server's message. */
export type RefusedContact = { channel: ContactChannel; address: string; message: string };
export type { ContactChannel };

export type BasicForm = UseFormReturn<BasicValues, unknown, BasicDetails>;
export type DirectorsForm = UseFormReturn<DirectorsValues, unknown, Directors>;
export type ProposersForm = UseFormReturn<ProposersValues, unknown, ProposersOutput>;
export type OtherForm = UseFormReturn<OtherValues, unknown, OtherDetails>;

/** Toasts use fixed ids so a repeated message replaces itself instead of stacking. */
const TOAST_ID = 'membership-form';

/** Thrown to stop a save chain after its message was shown. */
class Handled extends Error {}

/**
 * The membership form's state and actions: the four tab forms (each validated by its domain schema),
 * the tab shown, the stored step and ids, verification, and the saves in the spec's order.
 */
export function useMembershipWizard(
  plan: WizardPlan,
  initial: InitialForm,
  /** The tab panel, focused when an action moves to another tab. */
  panelRef: RefObject<HTMLElement | null>,
) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const { userId } = useParams();
  const route = formRoute(pathname);
  const staff = route.staff;
  const isStar = plan.isStar;
  const locked = initial.locked;
  const journey: Journey = journeyOf(route, initial.journey);

  const tabs: readonly TabItem[] = MEMBERSHIP_FORM_TABS.filter(
    ({ tab }) => !(isStar && tab === 2),
  ).map(({ tab, label }) => ({ tab, label }));

  const [tab, setTab] = useState<MembershipFormTab>(1);
  const [busy, setBusy] = useState(false);
  const [ids, setIds] = useState<SavedIds | null>(initial.ids);
  const [savedStep, setSavedStep] = useState(initial.steps);
  const [verified, setVerified] = useState<VerifiedContacts>(initial.verified);
  const [verifying, setVerifying] = useState<{ channel: ContactChannel; address: string } | null>(
    null,
  );
  /** The channel whose address is being checked for availability, before its code is sent. */
  const [checkingContact, setCheckingContact] = useState<ContactChannel | null>(null);
  const [refusedContact, setRefusedContact] = useState<RefusedContact | null>(null);
  const [gstModalOpen, setGstModalOpen] = useState(false);
  const [gstAcknowledged, setGstAcknowledged] = useState(false);
  const [draftResult, setDraftResult] = useState<'saved' | 'failed' | null>(null);
  const focusPanel = useRef(false);

  // Staff edit existing data: no verification gates.
  const basicsResolver = useMemo(
    () => basicDetailsResolver({ isStar, verified: staff ? undefined : verified }),
    [isStar, staff, verified],
  );
  const basics: BasicForm = useForm<BasicValues, unknown, BasicDetails>({
    defaultValues: initial.basic,
    resolver: basicsResolver,
  });
  const applicant = () => ({
    applicantEmail: basics.getValues('email'),
    applicantMobile: basics.getValues('mobile_number'),
  });
  const directors: DirectorsForm = useForm<DirectorsValues, unknown, Directors>({
    defaultValues: initial.directors,
    resolver: (values, context, options) =>
      directorsResolver(applicant())(values, context, options),
  });
  const proposers: ProposersForm = useForm<ProposersValues, unknown, ProposersOutput>({
    defaultValues: initial.proposers,
    resolver: (values, context, options) =>
      proposersResolver({ isStar, ...applicant() })(values, context, options),
  });
  const other: OtherForm = useForm<OtherValues, unknown, OtherDetails>({
    defaultValues: initial.other,
    resolver: otherDetailsResolver,
  });

  // The locally held progress (applicants only; staff edit the server's data). It belongs to the
  // application opened: progress of another one is dropped, with that one's category.
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

  // Every edit goes into the locally held progress at once and stays there until its tab is saved,
  // so a reload (or a closed tab) keeps unsaved work; loading merges it over the application.
  const verifiedNow = useRef(verified);
  useEffect(() => {
    verifiedNow.current = verified;
  }, [verified]);
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

  // ── Messages ──────────────────────────────────────────────────────────────────────────────

  function showError(message: string) {
    toast.error(message, { id: TOAST_ID });
  }

  function incomplete(at: MembershipFormTab) {
    showError(MESSAGES.formIncomplete);
    if (at !== tab) goTo(at);
  }

  function needsBasicsFirst(): boolean {
    if (ids !== null) return false;
    showError(MESSAGES.basicDetailsFirst);
    goTo(1);
    return true;
  }

  /** Puts a 400's field errors on the matching inputs; answers the first tab holding one. */
  function applyFieldErrors(errors: ApiFieldErrors): MembershipFormTab | null {
    const keys = Object.keys(errors);
    for (const key of keys) {
      const error = { type: 'server', message: errors[key] };
      switch (formTabOfField(key.split('.'))) {
        case 1:
          basics.setError(key as FieldPath<BasicValues>, error);
          break;
        case 2:
          directors.setError(key as FieldPath<DirectorsValues>, error);
          break;
        case 3:
          proposers.setError(key as FieldPath<ProposersValues>, error);
          break;
        case 4:
          other.setError(key as FieldPath<OtherValues>, error);
          break;
        default:
          break;
      }
    }
    return firstFormTabWithError(keys.map((key) => key.split('.')));
  }

  function failed(error: unknown) {
    if (error instanceof Handled) return;
    if (isApiError(error)) {
      const at = error.errors ? applyFieldErrors(error.errors) : null;
      showError(error.message);
      if (at !== null && at !== tab) goTo(at);
      return;
    }
    console.error(error);
    showError(FALLBACK_ERROR_MESSAGE);
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  // ── Saves ─────────────────────────────────────────────────────────────────────────────────

  function meta(isDraft: 0 | 1, current: SavedIds | null): SaveMeta {
    return {
      ...(current ? { id: current.id } : {}),
      ...(current?.app_id != null ? { app_id: current.app_id } : {}),
      journey,
      is_admin: staff ? 1 : 0,
      is_draft: isDraft,
    };
  }

  /** Tab `step` is saved: the stored step moves on and its local progress is the server's now. */
  function stored(step: 1 | 2 | 3 | 4) {
    setSavedStep((current) => Math.max(current, step));
    if (!staff) mergeProcessData({ steps: Math.max(savedStep, step), ...forgetLocalTabs(step) });
  }

  async function saveBasics(values: BasicDetails, isDraft: 0 | 1): Promise<SavedIds> {
    const saved = await saveBasicDetails(basicDetailsPayload(values, meta(isDraft, ids), plan.id));
    const next: SavedIds = { id: saved.id, app_id: saved.app_id ?? ids?.app_id ?? null };
    setIds(next);
    stored(1);
    if (!staff) mergeProcessData({ id: next.id, app_id: next.app_id });
    // A reload restores the application from the URL.
    if ((userId ? decodeId(userId) : null) !== next.id) {
      void navigate(
        { pathname: `${route.base}/membership-form/${encodeId(next.id)}`, search },
        { replace: true },
      );
    }
    return next;
  }

  async function saveDirectorsStep(values: Directors, current: SavedIds, isDraft: 0 | 1) {
    await saveDirectors(directorsPayload(values, { ...meta(isDraft, current), id: current.id }));
    stored(2);
  }

  /** Each proposer pair must belong to an existing member; shows the message and stops if not. */
  async function checkProposers(values: ProposersOutput) {
    for (const [index, row] of values.members.entries()) {
      let isMember: boolean;
      try {
        isMember = await checkMember({ email: row.email, phone: row.mobile_number });
      } catch {
        showError(MESSAGES.memberCheckFailed);
        throw new Handled();
      }
      if (!isMember) {
        showError(proposerNotMember(index + 1));
        if (tab !== 3) goTo(3);
        throw new Handled();
      }
    }
  }

  async function saveProposersStep(values: ProposersOutput, current: SavedIds, isDraft: 0 | 1) {
    await checkProposers(values);
    await saveProposers(
      proposersPayload(values, other.getValues('membership_checked'), {
        ...meta(isDraft, current),
        id: current.id,
      }),
    );
    stored(3);
  }

  async function saveOtherStep(values: OtherDetails, current: SavedIds, isDraft: 0 | 1) {
    await saveOtherDetails(
      otherDetailsPayload(values, { ...meta(isDraft, current), id: current.id }),
    );
    stored(4);
  }

  /** Star with a blank GST number confirms once; the next attempt goes ahead. */
  function gstConfirmationPending(values: BasicDetails): boolean {
    if (gstAcknowledged || !needsGstConfirmation({ isStar }, values)) return false;
    setGstModalOpen(true);
    return true;
  }

  function finish(current: SavedIds) {
    if (staff) {
      void navigate(staffDoneTarget(searchParams.get('redirect'), current.id));
      return;
    }
    void navigate(`${route.base}/application-review/${encodeId(current.id)}`);
  }

  // ── Actions of the footer ─────────────────────────────────────────────────────────────────

  async function next() {
    if (busy) return;
    if (tab === 1) {
      if (locked) {
        // Read-only basics: nothing to save.
        if (!needsBasicsFirst()) goTo(neighbour(1, 1) ?? 1);
        return;
      }
      const values = await parsed(basics);
      if (values === null) return incomplete(1);
      if (gstConfirmationPending(values)) return;
      await run(async () => {
        await saveBasics(values, 0);
        goTo(neighbour(1, 1) ?? 1);
      });
      return;
    }
    if (needsBasicsFirst() || ids === null) return;
    const current = ids;
    if (tab === 2) {
      const values = await parsed(directors);
      if (values === null) return incomplete(2);
      await run(async () => {
        await saveDirectorsStep(values, current, 0);
        goTo(3);
      });
      return;
    }
    if (tab === 3) {
      const values = await parsed(proposers);
      if (values === null) return incomplete(3);
      await run(async () => {
        await saveProposersStep(values, current, 0);
        goTo(4);
      });
      return;
    }
    await submit(current);
  }

  /** Final submit (spec §4 'Submit order'): earlier sections re-validated, then saved as needed. */
  async function submit(current: SavedIds) {
    const otherValues = await parsed(other);
    if (otherValues === null) return incomplete(4);
    const basicValues = locked ? null : await parsed(basics);
    if (!locked && basicValues === null) return incomplete(1);
    const directorValues = isStar ? null : await parsed(directors);
    if (!isStar && directorValues === null) return incomplete(2);
    const proposerValues = await parsed(proposers);
    if (proposerValues === null) return incomplete(3);
    if (basicValues !== null && savedStep < 2 && gstConfirmationPending(basicValues)) {
      goTo(1);
      return;
    }

    await run(async () => {
      let saved = current;
      if (savedStep < 2 && basicValues !== null) saved = await saveBasics(basicValues, 0);
      if (savedStep < 3 && directorValues !== null) {
        await saveDirectorsStep(directorValues, saved, 0);
      }
      if (savedStep < 4) await saveProposersStep(proposerValues, saved, 0);
      await saveOtherStep(otherValues, saved, 0);
      // Submitted: nothing of this application is left to keep locally.
      if (!staff) mergeProcessData({ steps: 4, ...forgetLocalTabs(1, 2, 3, 4) });
      finish(saved);
    });
  }

  async function saveDraft() {
    if (busy || tab === 1 || needsBasicsFirst() || ids === null) return;
    const current = ids;
    let save: (() => Promise<void>) | null = null;
    if (tab === 2) {
      const values = await parsed(directors);
      if (values !== null) save = () => saveDirectorsStep(values, current, 1);
    } else if (tab === 3) {
      const values = await parsed(proposers);
      if (values !== null) save = () => saveProposersStep(values, current, 1);
    } else {
      const values = await parsed(other);
      if (values !== null) save = () => saveOtherStep(values, current, 1);
    }
    if (save === null) return incomplete(tab);
    const action = save;
    setBusy(true);
    try {
      await action();
      setDraftResult('saved');
    } catch (error) {
      if (error instanceof Handled) return;
      if (isApiError(error) && error.errors) applyFieldErrors(error.errors);
      else if (!isApiError(error)) console.error(error);
      setDraftResult('failed');
    } finally {
      setBusy(false);
    }
  }

  function back() {
    const previous = neighbour(tab, -1);
    if (previous !== null) {
      goTo(previous);
      return;
    }
    if (staff) {
      // The staff picker chooses for this application, and the final redirect is kept.
      const params = new URLSearchParams();
      if (ids !== null) params.set('user_id', encodeId(ids.id));
      const redirect = searchParams.get('redirect');
      if (redirect !== null) params.set('redirect', redirect);
      const query = params.toString();
      void navigate(`${STAFF_SELECT_MEMBERSHIP_PATH}${query ? `?${query}` : ''}`);
      return;
    }
    // Back to the category picker, which chooses the plan afresh.
    setCurrentMembership(null);
    void navigate(`${route.base}/select-membership`);
  }

  // ── Verification ──────────────────────────────────────────────────────────────────────────

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
        const availability = await checkContactAvailability(channel, address);
        if (!availability.available) {
          setRefusedContact({ channel, address, message: availability.message });
          showError(availability.message);
          return;
        }
      } catch (error) {
        if (!isApiError(error)) console.error(error);
        showError(errorMessage(error));
        return;
      } finally {
        setCheckingContact(null);
      }
    }
    setRefusedContact(null);
    setVerifying({ channel, address });
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
    if (!staff) markContactVerified(channel, address);
  }

  return {
    route,
    staff,
    isStar,
    locked,
    tabs,
    tab,
    selectTab: (next: MembershipFormTab) => goTo(next, { focus: false }),
    busy,
    forms: { basics, directors, proposers, other },
    verified,
    verifying,
    checkingContact,
    refusedContact,
    startVerification: (channel: ContactChannel, address: string) =>
      void startVerification(channel, address),
    cancelVerification: () => setVerifying(null),
    contactVerified,
    gstModalOpen,
    acknowledgeGst: () => {
      setGstAcknowledged(true);
      setGstModalOpen(false);
    },
    draftResult,
    closeDraftResult: () => setDraftResult(null),
    next,
    back,
    saveDraft,
  };
}

export type MembershipWizard = ReturnType<typeof useMembershipWizard>;
