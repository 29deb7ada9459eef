import { Link } from 'react-router';
import { useGettingStarted } from './api/getting-started';
import { STEP_TEXTS } from './getting-started-steps';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from './staff-session';
import panel from '../../ui/list/panel.module.css';
import styles from './getting-started-summary.module.css';

/**
 * The back office's home, for admins: how far the setup is and its next step, linking to the full
 * checklist (issue #27). Gone once every step is done; other roles never see it (nor ask for it). A
 * failed read shows nothing: the checklist screen says what went wrong.
 */
export function GettingStartedSummary() {
  const isAdmin = hasAnyRole(useStaffUser(), ...PAGE_ROLES.settings);
  const { data } = useGettingStarted(isAdmin);
  if (!isAdmin || !data) return null;
  const done = data.steps.filter((step) => step.done).length;
  const next = data.steps.find((step) => !step.done);
  if (!next) return null;
  const text = STEP_TEXTS[next.key];
  return (
    <section className={`${panel.panel} ${styles.summary}`} aria-labelledby="setup-summary-title">
      <h2 id="setup-summary-title" className={panel.title}>
        Getting started
      </h2>
      <p>
        {done} of {data.steps.length} done. Next: <Link to={text.to}>{text.label}</Link>
      </p>
      <p>
        <Link to="/staff/getting-started">See every step</Link>
      </p>
    </section>
  );
}
