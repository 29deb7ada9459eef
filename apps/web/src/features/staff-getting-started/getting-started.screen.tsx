import { Link } from 'react-router';
import type { GettingStarted } from '@portico/domain/contracts/getting-started.contract';
import { NoAccess } from '../../app/staff/no-access';
import { QueryResult } from '../../app/staff/query-state';
import { StaffPage } from '../../app/staff/staff-page';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { Badge } from '../../ui/list/badge';
import { useGettingStarted } from '../../app/staff/api/getting-started';
import { STEP_TEXTS } from '../../app/staff/getting-started-steps';
import panel from '../../ui/list/panel.module.css';
import styles from './getting-started.module.css';
import { TestMessagesPanel } from './test-messages';
import { TestPaymentPanel } from './test-payment';

/** The steps as a task list: each name links to the screen that does it, its status beside it. */
function TaskList({ steps }: { steps: GettingStarted['steps'] }) {
  const done = steps.filter((step) => step.done).length;
  return (
    <>
      <p className={styles.summary}>
        {done} of {steps.length} steps completed.
      </p>
      <ul className={styles.list}>
        {steps.map(({ key, done: isDone }) => {
          const text = STEP_TEXTS[key];
          const hintId = `getting-started-${key}-hint`;
          const statusId = `getting-started-${key}-status`;
          return (
            <li key={key} className={styles.task}>
              <div className={styles.name}>
                <Link to={text.to} aria-describedby={`${hintId} ${statusId}`}>
                  {text.label}
                </Link>
                <span id={hintId} className={styles.hint}>
                  {text.hint}
                </span>
              </div>
              <span id={statusId}>
                {isDone ? (
                  <Badge tone="success">Completed</Badge>
                ) : (
                  <Badge tone="neutral">Not yet started</Badge>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** /staff/getting-started (admin): what a new association does before it opens, from the database. */
export function GettingStartedScreen() {
  const allowed = hasAnyRole(useStaffUser(), ...PAGE_ROLES.settings);
  const query = useGettingStarted(allowed);
  return (
    <StaffPage
      title="Getting started"
      lead="The steps before the association opens its applications. Each is ticked from what the portal holds now."
    >
      {!allowed ? (
        <NoAccess what="the getting started steps" />
      ) : (
        <section className={panel.panel} aria-labelledby="getting-started-title">
          <h2 id="getting-started-title" className={panel.title}>
            Set up the portal
          </h2>
          <QueryResult query={query} loadingText="Loading the steps…">
            {query.data ? <TaskList steps={query.data.steps} /> : null}
          </QueryResult>
        </section>
      )}
      {allowed ? (
        <>
          <TestMessagesPanel />
          <TestPaymentPanel />
        </>
      ) : null}
    </StaffPage>
  );
}

export { GettingStartedScreen as Component };
