import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ProposerMatch } from '@portico/domain/contracts/values';
import { MESSAGES, proposerFieldsAtFault, proposerNotMember } from '@portico/domain/messages';
import type { FieldPath } from 'react-hook-form';
import { decodeId, applicationRouteId } from '@portico/domain/format';
import type { Journey } from '@portico/domain/constants';
import type { BasicDetails } from '@portico/domain/schemas/basic-details.schema';
import type { Directors } from '@portico/domain/schemas/directors.schema';
import type { OtherDetails } from '@portico/domain/schemas/other-details.schema';
import { useAssociationBrand } from '../../app/association';
import { mergeProcessData } from '../../app/process';
import { useCheckMemberMutation } from './api/check-member';
import { useSaveBasicDetailsMutation } from './api/save-basic-details';
import { useSaveDirectorsMutation, type SaveDirectorsPayload } from './api/save-directors';
import type { SaveMeta, SavedIds } from './api/save-meta';
import {
  useSaveOtherDetailsMutation,
  type SaveOtherDetailsPayload,
} from './api/save-other-details';
import { useSaveProposersMutation, type SaveProposersPayload } from './api/save-proposers';
import type { ProposersOutput } from './form-resolvers';
import { savedHereState, type FormRoute } from './form-route';
import {
  basicDetailsPayload,
  directorsDraftPayload,
  directorsPayload,
  otherDetailsDraftPayload,
  otherDetailsPayload,
  proposersDraftPayload,
  proposersPayload,
} from './form-payloads';
import type { DirectorsValues, InitialForm, OtherValues, ProposersValues } from './form-values';
import { forgetLocalTabs } from './initial-form';
import { FormProblem } from './wizard-feedback';
import type { ProposersForm, WizardForms, WizardPlan } from './wizard-types';

type SavesOptions = {
  plan: WizardPlan;
  initial: InitialForm;
  forms: WizardForms;
  route: FormRoute;
  journey: Journey;
};

/**
 * Each proposer pair must belong to an existing member. A pair that does not gets the reason (which
 * detail matched no member) on the field at fault, or on both; then tab 3 opens with its error summary.
 */
async function checkProposers(
  values: ProposersOutput,
  form: ProposersForm,
  checkMember: (pair: { email: string; phone: string }) => Promise<ProposerMatch>,
  association: string,
) {
  let anyRefused = false;
  for (const [index, row] of values.members.entries()) {
    let match: ProposerMatch;
    try {
      match = await checkMember({ email: row.email, phone: row.mobile_number });
    } catch {
      throw new FormProblem(3, [MESSAGES.memberCheckFailed]);
    }
    if (match === 'member') continue;
    anyRefused = true;
    const error = { type: 'member', message: proposerNotMember(index + 1, match, association) };
    for (const field of proposerFieldsAtFault(match)) {
      form.setError(`members.${index}.${field}` as FieldPath<ProposersValues>, error);
    }
  }
  if (anyRefused) throw new FormProblem(3);
}

/** The proposer check, naming the association (plain words until its name has loaded). */
function useProposerCheck() {
  const { mutateAsync: checkMember } = useCheckMemberMutation();
  const association = useAssociationBrand()?.shortName ?? 'the association';
  return (values: ProposersOutput, form: ProposersForm) =>
    checkProposers(values, form, checkMember, association);
}

/** Save as Draft: the tab's values as they are, checked by no rule (the server keeps them). */
function draftSaves({
  forms,
  meta,
  stored,
  saves,
}: {
  forms: WizardForms;
  meta: (current: SavedIds) => SaveMeta & { id: number };
  stored: (step: 2 | 3 | 4) => void;
  saves: {
    saveDirectors: (payload: SaveDirectorsPayload) => Promise<void>;
    saveProposers: (payload: SaveProposersPayload) => Promise<void>;
    saveOtherDetails: (payload: SaveOtherDetailsPayload) => Promise<void>;
  };
}) {
  return {
    saveDirectorsDraft: async (values: DirectorsValues, current: SavedIds) => {
      await saves.saveDirectors(directorsDraftPayload(values, meta(current)));
      stored(2);
    },
    saveProposersDraft: async (values: ProposersValues, current: SavedIds) => {
      const checked = forms.other.getValues('membership_checked');
      await saves.saveProposers(proposersDraftPayload(values, checked, meta(current)));
      stored(3);
    },
    saveOtherDraft: async (values: OtherValues, current: SavedIds) => {
      await saves.saveOtherDetails(otherDetailsDraftPayload(values, meta(current)));
      stored(4);
    },
  };
}

/** The saved ids and step, and the save of each tab in the spec's order. */
export function useWizardSaves({ plan, initial, forms, route, journey }: SavesOptions) {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const { userId } = useParams();
  const staff = route.staff;
  const [ids, setIds] = useState<SavedIds | null>(initial.ids);
  const [savedStep, setSavedStep] = useState(initial.steps);
  const checkProposers = useProposerCheck();
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

  /** Tab `step` saved: its local progress is the server's now; a checked save completes it. */
  function stored(step: 1 | 2 | 3 | 4, isDraft: 0 | 1 = 0) {
    if (!isDraft) setSavedStep((current) => Math.max(current, step));
    const steps = isDraft ? {} : { steps: Math.max(savedStep, step) };
    if (!staff) mergeProcessData({ ...steps, ...forgetLocalTabs(step) });
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
        { pathname: `${route.base}/membership-form/${applicationRouteId(next.id)}`, search },
        { replace: true, state: savedHereState(state, next.id) },
      );
    }
    return next;
  }

  /** Next and the final submit: the tab's checked values (drafts go through draftSaves). */
  const checked = (current: SavedIds) => ({ ...meta(0, current), id: current.id });

  async function saveDirectorsStep(values: Directors, current: SavedIds) {
    await saveDirectors(directorsPayload(values, checked(current)));
    stored(2);
  }

  async function saveProposersStep(values: ProposersOutput, current: SavedIds) {
    await checkProposers(values, forms.proposers);
    const accepted = forms.other.getValues('membership_checked');
    await saveProposers(proposersPayload(values, accepted, checked(current)));
    stored(3);
  }

  async function saveOtherStep(values: OtherDetails, current: SavedIds) {
    await saveOtherDetails(otherDetailsPayload(values, checked(current)));
    stored(4);
  }

  const saves = { saveBasics, saveDirectorsStep, saveProposersStep, saveOtherStep };
  return {
    ids,
    savedStep,
    ...saves,
    ...draftSaves({
      forms,
      meta: (current) => ({ ...meta(1, current), id: current.id }),
      stored: (step) => stored(step, 1),
      saves: { saveDirectors, saveProposers, saveOtherDetails },
    }),
  };
}

export type WizardSaves = ReturnType<typeof useWizardSaves>;
