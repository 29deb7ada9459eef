import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import type { Journey } from '@portico/domain/constants';
import type { MembershipFormTab } from '@portico/domain/schemas/membership-form-tab';
import type { ContactChannel } from '../../app/verification/api/send-otp';
import { formRoute, journeyOf } from './form-route';
import type { InitialForm } from './form-values';
import { useContactVerification } from './use-contact-verification';
import { useWizardActions } from './use-wizard-actions';
import { useWizardExits } from './use-wizard-exits';
import { useAdoptOpenedApplication, useRecordEdits, useWizardForms } from './use-wizard-forms';
import { useWizardNavigation } from './use-wizard-navigation';
import { useProposersRequired } from './use-proposers-required';
import { useWizardSaves } from './use-wizard-saves';
import type { WizardPlan } from './wizard-types';

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
  const { pathname } = useLocation();
  const route = formRoute(pathname);
  const staff = route.staff;
  const isStar = plan.isStar;
  const locked = initial.locked;
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
  const navigation = useWizardNavigation({ isStar, staff, panelRef });
  const saves = useWizardSaves({ plan, initial, forms, route, journey });
  const exits = useWizardExits({ route, ids: saves.ids, navigation });
  const actions = useWizardActions({
    forms,
    navigation,
    saves,
    finish: exits.finish,
    staff,
    isStar,
    locked,
  });

  function contactVerified(channel: ContactChannel, address: string) {
    verification.markVerified(channel, address);
    if (channel === 'email') forms.basics.clearErrors('email');
    else forms.basics.clearErrors(['mobile_number', 'same_number']);
  }

  return {
    route,
    staff,
    isStar,
    locked,
    proposersRequired,
    tabs: navigation.tabs,
    tab: navigation.tab,
    selectTab: (next: MembershipFormTab) => navigation.goTo(next, { focus: false }),
    forms,
    verified: verification.verified,
    verifying: verification.verifying,
    checkingContact: verification.checkingContact,
    refusedContact: verification.refusedContact,
    startVerification: verification.startVerification,
    cancelVerification: verification.cancelVerification,
    contactVerified,
    ...actions,
    back: exits.back,
  };
}

export type MembershipWizard = ReturnType<typeof useMembershipWizard>;
