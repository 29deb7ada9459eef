import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { planStatusQueryOptions } from '../../app/member/plan-status';
import { useUpgradeStatus } from './api/get-upgrade-status';
import { upgradeRedirect } from './upgrade-redirect';
import messageStyles from '../../ui/message.module.css';

/**
 * The upgrade picker's first look (spec §2.4): a member with an upgrade application in progress
 * (plan_status's upgrade_app_id) continues it where it stands. Calls `onNone` when there is none,
 * or when either answer fails (logged), so that the picker shows. A chunk of its own: the picker is
 * in the entry, this check is needed only on the upgrade path.
 */
export default function UpgradeCheck({
  userId,
  onNone,
}: {
  userId: number | string;
  onNone: () => void;
}) {
  const planStatus = useQuery(planStatusQueryOptions(userId));
  const upgradeAppId = planStatus.data?.upgrade_app_id ?? null;
  const upgradeStatus = useUpgradeStatus(upgradeAppId);
  const error = planStatus.error ?? upgradeStatus.error;
  const target =
    upgradeAppId !== null && upgradeStatus.data
      ? upgradeRedirect(upgradeStatus.data, upgradeAppId)
      : null;
  const none =
    error !== null ||
    (planStatus.isSuccess && upgradeAppId === null) ||
    (upgradeStatus.isSuccess && target === null);

  useEffect(() => {
    if (error) console.error('Upgrade status failed to load', error);
  }, [error]);

  useEffect(() => {
    if (none) onNone();
  }, [none, onNone]);

  if (target) return <Navigate to={target} replace />;
  return (
    <p className={messageStyles.status} role="status">
      Checking your upgrade…
    </p>
  );
}
