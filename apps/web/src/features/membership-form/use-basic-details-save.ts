import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { applicationRouteId, decodeId } from '@portico/domain/format';
import {
  needsGstConfirmation,
  type BasicDetails,
} from '@portico/domain/schemas/basic-details.schema';
import { useSaveBasicDetailsMutation } from './api/save-basic-details';
import type { SavedIds } from './api/save-meta';
import { savedHereState, type FormRoute } from './form-route';
import type { SavedProgress } from './use-saved-progress';
import { FormProblem } from './use-wizard-tabs';
import { parsed } from './validate-form';
import type { BasicForm, WizardPlan } from './wizard-types';

/**
 * Tab 1's save (POST /api/step_1): it creates the application or saves into it, then the page's
 * URL names the application. Star with a blank GST number is told once what that means first.
 */
export function useBasicDetailsSave({
  form,
  plan,
  route,
  progress,
}: {
  form: BasicForm;
  plan: WizardPlan;
  route: FormRoute;
  progress: SavedProgress;
}) {
  const { mutateAsync, isPending } = useSaveBasicDetailsMutation();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const { userId } = useParams();
  const [gstModalOpen, setGstModalOpen] = useState(false);
  const [gstAcknowledged, setGstAcknowledged] = useState(false);

  /** True, and the GST notice opens, while Star's blank GST number is not yet acknowledged. */
  function gstConfirmationPending(values: BasicDetails): boolean {
    if (gstAcknowledged || !needsGstConfirmation({ isStar: plan.isStar }, values)) return false;
    setGstModalOpen(true);
    return true;
  }

  /** Sends the checked values; answers the application's ids. */
  async function save(values: BasicDetails): Promise<SavedIds> {
    const saved = await mutateAsync({
      ...values,
      ...progress.saveMeta(0),
      same_number: values.same_number ? 1 : 0,
      membership_id: plan.id,
      steps: 1,
    });
    const ids: SavedIds = { id: saved.id, app_id: saved.app_id };
    progress.created(ids);
    // A reload restores the application from the URL.
    if ((userId ? decodeId(userId) : null) !== ids.id) {
      void navigate(
        { pathname: `${route.base}/membership-form/${applicationRouteId(ids.id)}`, search },
        { replace: true, state: savedHereState(state, ids.id) },
      );
    }
    return ids;
  }

  return {
    isPending,
    save,
    /**
     * Next on tab 1: the values checked, then saved. False when nothing was sent because the GST
     * notice opened instead; invalid values throw the tab's problem.
     */
    async saveChecked(): Promise<boolean> {
      const values = await parsed(form);
      if (values === null) throw new FormProblem(1);
      if (gstConfirmationPending(values)) return false;
      await save(values);
      return true;
    },
    gstConfirmationPending,
    gstModalOpen,
    acknowledgeGst: () => {
      setGstAcknowledged(true);
      setGstModalOpen(false);
    },
  };
}
