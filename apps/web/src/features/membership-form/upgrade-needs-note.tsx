import { useLocation } from 'react-router';
import { useProcess } from '../../app/process';
import wizardStyles from './membership-wizard.module.css';

/** The process data's key under which the upgrade's short review leaves what the record lacks. */
export const UPGRADE_NEEDS_KEY = 'upgrade_needs';

/**
 * On an upgrade's form: what the higher category needs beyond the member's record, as the short
 * review listed it (decision 114), so the member adds only that in a form filled in from the record.
 */
export function UpgradeNeedsNote() {
  const { pathname } = useLocation();
  const { data } = useProcess();
  const needs = data[UPGRADE_NEEDS_KEY];
  if (!pathname.startsWith('/app/upgrade') || !Array.isArray(needs) || needs.length === 0) {
    return null;
  }
  return (
    <p className={wizardStyles.lockedNote}>
      For this upgrade, add: {needs.map(String).join(', ')}. Everything else is filled in from your
      record.
    </p>
  );
}
