import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  MEMBERSHIP_FORM_TABS,
  type MembershipFormTab,
} from '@portico/domain/schemas/membership-form-tab';
import { setStep } from '../../app/process';
import type { TabItem } from './form-tabs';

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
