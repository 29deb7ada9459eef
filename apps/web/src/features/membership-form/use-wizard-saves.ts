import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { MESSAGES, proposerNotMember } from '@portico/domain/messages';
import { decodeId, encodeId } from '@portico/domain/format';
import type { Journey } from '@portico/domain/constants';
import type { BasicDetails } from '@portico/domain/schemas/basic-details.schema';
import type { Directors } from '@portico/domain/schemas/directors.schema';
import type { OtherDetails } from '@portico/domain/schemas/other-details.schema';
import { mergeProcessData } from '../../app/process';
import { useCheckMemberMutation } from './api/check-member';
import { useSaveBasicDetailsMutation } from './api/save-basic-details';
import { useSaveDirectorsMutation } from './api/save-directors';
import type { SaveMeta, SavedIds } from './api/save-meta';
import { useSaveOtherDetailsMutation } from './api/save-other-details';
import { useSaveProposersMutation } from './api/save-proposers';
import type { ProposersOutput } from './form-resolvers';
import { savedHereState, type FormRoute } from './form-route';
import {
  basicDetailsPayload,
  directorsPayload,
  otherDetailsPayload,
  proposersPayload,
} from './form-payloads';
import type { InitialForm } from './form-values';
import { forgetLocalTabs } from './initial-form';
import type { WizardNavigation } from './use-wizard-navigation';
import { Handled, showWizardError } from './wizard-feedback';
import type { WizardForms, WizardPlan } from './wizard-types';

type SavesOptions = {
  plan: WizardPlan;
  initial: InitialForm;
  forms: WizardForms;
  route: FormRoute;
  journey: Journey;
  navigation: WizardNavigation;
};

/** Each proposer pair must belong to an existing member; shows the message and stops if not. */
async function checkProposers(
  values: ProposersOutput,
  navigation: WizardNavigation,
  checkMember: (pair: { email: string; phone: string }) => Promise<boolean>,
) {
  for (const [index, row] of values.members.entries()) {
    let isMember: boolean;
    try {
      isMember = await checkMember({ email: row.email, phone: row.mobile_number });
    } catch {
      showWizardError(MESSAGES.memberCheckFailed);
      throw new Handled();
    }
    if (!isMember) {
      showWizardError(proposerNotMember(index + 1));
      if (navigation.tab !== 3) navigation.goTo(3);
      throw new Handled();
    }
  }
}

/** The saved ids and step, and the save of each tab in the spec's order. */
export function useWizardSaves({ plan, initial, forms, route, journey, navigation }: SavesOptions) {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const { userId } = useParams();
  const staff = route.staff;
  const [ids, setIds] = useState<SavedIds | null>(initial.ids);
  const [savedStep, setSavedStep] = useState(initial.steps);
  const { mutateAsync: checkMember } = useCheckMemberMutation();
  const { mutateAsync: saveBasicDetails } = useSaveBasicDetailsMutation();
  const { mutateAsync: saveDirectors } = useSaveDirectorsMutation();
  const { mutateAsync: saveProposers } = useSaveProposersMutation();
  const { mutateAsync: saveOtherDetails } = useSaveOtherDetailsMutation();

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
    const next: SavedIds = { id: saved.id, app_id: saved.app_id };
    setIds(next);
    stored(1);
    if (!staff) mergeProcessData({ id: next.id, app_id: next.app_id });
    // A reload restores the application from the URL.
    if ((userId ? decodeId(userId) : null) !== next.id) {
      void navigate(
        { pathname: `${route.base}/membership-form/${encodeId(next.id)}`, search },
        { replace: true, state: savedHereState(state, next.id) },
      );
    }
    return next;
  }

  async function saveDirectorsStep(values: Directors, current: SavedIds, isDraft: 0 | 1) {
    await saveDirectors(directorsPayload(values, { ...meta(isDraft, current), id: current.id }));
    stored(2);
  }

  async function saveProposersStep(values: ProposersOutput, current: SavedIds, isDraft: 0 | 1) {
    await checkProposers(values, navigation, checkMember);
    await saveProposers(
      proposersPayload(values, forms.other.getValues('membership_checked'), {
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

  return { ids, savedStep, saveBasics, saveDirectorsStep, saveProposersStep, saveOtherStep };
}

export type WizardSaves = ReturnType<typeof useWizardSaves>;
