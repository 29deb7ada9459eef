import type { KeyboardEvent } from 'react';
import type { MembershipFormTab } from '@portico/domain/schemas/membership-form-tab';
import styles from './form-tabs.module.css';

export type TabItem = { tab: MembershipFormTab; label: string };

export function tabId(idBase: string, tab: MembershipFormTab): string {
  return `${idBase}-tab-${tab}`;
}

export function panelId(idBase: string): string {
  return `${idBase}-panel`;
}

type FormTabsProps = {
  idBase: string;
  tabs: readonly TabItem[];
  active: MembershipFormTab;
  onSelect: (tab: MembershipFormTab) => void;
};

/**
 * The form's tabs as an ARIA tablist: one tab stop (the selected tab), arrow keys move and select
 * (automatic activation, the panels are cheap), Home and End jump to the first and last tab.
 */
export function FormTabs({ idBase, tabs, active, onSelect }: FormTabsProps) {
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const item = target === null ? undefined : tabs[target];
    if (!item) return;
    event.preventDefault();
    onSelect(item.tab);
    document.getElementById(tabId(idBase, item.tab))?.focus();
  }

  return (
    <div className={styles.tabs} role="tablist" aria-label="Membership form sections">
      {tabs.map((item, index) => {
        const selected = item.tab === active;
        return (
          <button
            key={item.tab}
            id={tabId(idBase, item.tab)}
            type="button"
            role="tab"
            className={selected ? `${styles.tab} ${styles.selected}` : styles.tab}
            aria-selected={selected}
            aria-controls={panelId(idBase)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(item.tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span>{item.label}</span>
          </button>
        );
      })}
    </div>
  );
}
