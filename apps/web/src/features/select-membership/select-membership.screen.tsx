import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { StepFooter } from '../../app/layout/step-footer';
import type { MembershipCategory } from '../../app/membership-category';
import { usePageTitle } from '../../app/page-title';
import { setCurrentMembership } from '../../app/process';
import { currentMembershipId, isMemberSignedIn, useSession } from '../../app/session';
import { useMemberships } from './api/get-memberships';
import { EligibilityModal } from './eligibility-modal';
import { MembershipCard } from './membership-card';
import messageStyles from '../../ui/message.module.css';
import pageStyles from '../../ui/page.module.css';
import buttons from '../../ui/button.module.css';

/** A path containing upgrade marks the upgrade journey. */
function isUpgradePath(pathname: string): boolean {
  return pathname.includes('upgrade');
}

const UpgradeCheck = lazy(() => import('./upgrade-check'));

/**
 * The category picker. On the upgrade path a signed-in member first goes on with an upgrade in
 * progress, if any (UpgradeCheck); the picker then lists the categories above the member's own.
 */
export function SelectMembershipScreen() {
  const { pathname } = useLocation();
  const session = useSession();
  const upgrade = isUpgradePath(pathname);
  const memberId = upgrade && isMemberSignedIn(session) ? (session.user?.id ?? null) : null;
  const [checkedFor, setCheckedFor] = useState<number | string | null>(null);

  if (memberId !== null && checkedFor !== memberId) {
    const checking = (
      <p className={messageStyles.status} role="status">
        Checking your upgrade…
      </p>
    );
    return (
      <Suspense fallback={checking}>
        <UpgradeCheck userId={memberId} onNone={() => setCheckedFor(memberId)} />
      </Suspense>
    );
  }
  return <CategoryPicker upgrade={upgrade} />;
}

// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
function CategoryPicker({ upgrade }: { upgrade: boolean }) {
  usePageTitle('Select Membership');
  const navigate = useNavigate();
  const session = useSession();
  const query = useMemberships(upgrade ? currentMembershipId(session) : null);
  const categories = query.data ?? [];

  const [chosenId, setChosenId] = useState<number | null>(null);
  const [confirmedId, setConfirmedId] = useState<number | null>(null);
  const [modalId, setModalId] = useState<number | null>(null);

  // The first category is preselected until the user picks one.
  const selected: MembershipCategory | undefined =
    categories.find((c) => c.id === chosenId) ?? categories[0];
  const modalCategory = categories.find((c) => c.id === modalId) ?? null;

  function choose(id: number) {
    setChosenId(id);
    // A different category needs its own eligibility confirmation.
    setConfirmedId(null);
  }

  function proceed(category: MembershipCategory) {
    setCurrentMembership(category);
    setModalId(null);
    void navigate(upgrade ? '/app/upgrade/membership-form' : '/register/user/membership-form');
  }

  function onContinue(event?: FormEvent) {
    event?.preventDefault();
    if (!selected) return;
    if (confirmedId === selected.id) proceed(selected);
    else setModalId(selected.id);
  }

  return (
    <form
      className={`${pageStyles.page} select-membership`}
      onSubmit={onContinue}
      aria-labelledby="page-title"
      noValidate
    >
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          {SHELL_MESSAGES.selectMembershipHeading}
        </h1>
        <p className={pageStyles.lead}>
          Please confirm that you have read the eligibility criteria of the membership category you
          choose before you continue.
        </p>
      </div>

      {query.isPending ? (
        <p className={messageStyles.status} role="status">
          Loading membership categories…
        </p>
      ) : query.isError ? (
        <div className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
          <p>{errorMessage(query.error)}</p>
          <button type="button" className={buttons.secondary} onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : categories.length === 0 ? (
        <p className={messageStyles.status}>No membership categories are available right now.</p>
      ) : (
        <fieldset className="membership-options">
          <legend className="visually-hidden">Membership category</legend>
          <div className="membership-options__grid">
            {categories.map((category) => (
              <MembershipCard
                key={category.id}
                category={category}
                checked={selected?.id === category.id}
                onSelect={() => choose(category.id)}
                onShowEligibility={() => setModalId(category.id)}
              />
            ))}
          </div>
        </fieldset>
      )}

      <StepFooter
        onBack={() => navigate(upgrade ? '/app/plan-status' : '/login')}
        canContinue={selected !== undefined}
      />

      <EligibilityModal
        category={modalCategory}
        confirmed={modalCategory !== null && confirmedId === modalCategory.id}
        onConfirmedChange={(confirmed) =>
          setConfirmedId(confirmed && modalCategory ? modalCategory.id : null)
        }
        onContinue={() => {
          if (modalCategory) proceed(modalCategory);
        }}
        onClose={() => setModalId(null)}
      />
    </form>
  );
}
