import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { Logo } from './logo';
import { StepList } from './step-list';
import type { StepFlowView } from './use-step-flow';
import styles from './sidebar.module.css';

/** Logo, the step list (each complete, active or pending) and the 'Steps Completed' counter. */
export function Sidebar({ flow }: { flow: StepFlowView }) {
  return (
    <aside className={styles.sidebar} aria-label="Progress">
      <div className={styles.brand}>
        <Logo foldsOnPhone />
      </div>
      <nav className={styles.nav} aria-label="Steps">
        <StepList flow={flow} variant="column" />
      </nav>
      <p className={styles.counter}>
        <span className={styles.counterLabel}>{SHELL_MESSAGES.stepsCompleted}</span>{' '}
        <span className={styles.counterValue}>{flow.completedText}</span>
      </p>
    </aside>
  );
}
