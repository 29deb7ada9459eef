import type { StepFlowView } from './use-step-flow';
import { StepList } from './step-list';
import styles from './staff-wizard-steps.module.css';

/** The admin step list (Membership, Membership Form, Application In Review) across the top. */
export function StaffWizardSteps({ flow }: { flow: StepFlowView }) {
  return (
    <nav className={styles.bar} aria-label="Steps">
      <StepList flow={flow} variant="row" />
    </nav>
  );
}
