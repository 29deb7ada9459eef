import { useNavigate, useSearchParams } from 'react-router';
import { applicationRouteId } from '@portico/domain/format';
import { setCurrentMembership } from '../../app/process';
import type { SavedIds } from './api/save-meta';
import { STAFF_SELECT_MEMBERSHIP_PATH, staffDoneTarget, type FormRoute } from './form-route';
import type { WizardNavigation } from './use-wizard-tabs';

/**
 * Leaving the form: to the review page once submitted (or past the last tab of a locked form), or
 * back past the first tab.
 */
export function useWizardExits({
  route,
  ids,
  navigation,
}: {
  route: FormRoute;
  ids: SavedIds | null;
  navigation: WizardNavigation;
}) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const staff = route.staff;

  function finish(current: SavedIds) {
    if (staff) {
      void navigate(staffDoneTarget(searchParams.get('redirect'), current.id));
      return;
    }
    void navigate(`${route.base}/application-review/${applicationRouteId(current.id)}`);
  }

  /** A locked form saves nothing: Next only moves on, and the last tab leaves as a submit would. */
  function nextWhileLocked() {
    const following = navigation.neighbour(navigation.tab, 1);
    if (following !== null) navigation.goTo(following);
    else if (ids !== null) finish(ids);
  }

  function back() {
    const previous = navigation.neighbour(navigation.tab, -1);
    if (previous !== null) {
      navigation.goTo(previous);
      return;
    }
    if (staff) {
      // The staff picker chooses for this application, and the final redirect is kept.
      const params = new URLSearchParams();
      if (ids !== null) params.set('user_id', applicationRouteId(ids.id));
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

  return { finish, nextWhileLocked, back };
}
