import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { MembershipCategory } from '../../app/membership-category';
import { setCurrentMembership } from '../../app/process';
import { currentMembershipId, useSession } from '../../app/session';
import { useMemberships } from './api/get-memberships';

/**
 * The picker's state: the categories (above the member's own on an upgrade), the one selected (the
 * first until the user picks one), the category whose eligibility is shown and whether it was
 * confirmed. Continue opens the eligibility first; once confirmed, the category is kept for the form.
 */
export function useCategoryPicker(upgrade: boolean) {
  const navigate = useNavigate();
  const session = useSession();
  const query = useMemberships(upgrade ? currentMembershipId(session) : null);
  const categories = query.data ?? [];

  const [chosenId, setChosenId] = useState<number | null>(null);
  const [confirmedId, setConfirmedId] = useState<number | null>(null);
  const [modalId, setModalId] = useState<number | null>(null);

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
    // An upgrade checks the change and the difference first; the server then says whether the
    // member's record already satisfies the category (decision 114).
    void navigate(upgrade ? '/app/upgrade/confirm' : '/register/user/membership-form');
  }

  function onContinue(event?: FormEvent) {
    event?.preventDefault();
    if (!selected) return;
    if (confirmedId === selected.id) proceed(selected);
    else setModalId(selected.id);
  }

  return {
    query,
    categories,
    selected,
    choose,
    onContinue,
    back: () => void navigate(upgrade ? '/app/plan-status' : '/login'),
    showEligibility: (id: number) => setModalId(id),
    /** The eligibility modal's props. */
    eligibility: {
      category: modalCategory,
      confirmed: modalCategory !== null && confirmedId === modalCategory.id,
      onConfirmedChange: (confirmed: boolean) =>
        setConfirmedId(confirmed && modalCategory ? modalCategory.id : null),
      onContinue: () => {
        if (modalCategory) proceed(modalCategory);
      },
      onClose: () => setModalId(null),
    },
  };
}
