import { useState } from 'react';
import { useLocation } from 'react-router';
import { lazyPart } from '../../app/lazy-part';
import { isMemberSignedIn, useSession } from '../../app/session';
import { CategoryPicker } from './category-picker';
import messageStyles from '../../ui/message.module.css';

/** A path containing upgrade marks the upgrade journey. */
function isUpgradePath(pathname: string): boolean {
  return pathname.includes('upgrade');
}

const UpgradeCheck = lazyPart(() => import('./upgrade-check'));

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
      <UpgradeCheck
        loading={checking}
        props={{ userId: memberId, onNone: () => setCheckedFor(memberId) }}
      />
    );
  }
  return <CategoryPicker upgrade={upgrade} />;
}
