import type { StepState } from '@portico/domain/steps';
import type { StepFlowView } from './use-step-flow';
import { CheckIcon } from '../../ui/check-icon';
import styles from './step-list.module.css';

const STATE_TEXT: Record<StepState, string> = {
  complete: 'completed',
  active: 'current step',
  pending: 'not started',
};

const STATE_CLASS: Record<StepState, string | undefined> = {
  complete: styles.complete,
  active: styles.active,
  pending: undefined,
};

function StepMarker({ state, position }: { state: StepState; position: number }) {
  return (
    <span className={styles.marker} aria-hidden="true">
      {state === 'complete' ? <CheckIcon /> : position}
    </span>
  );
}

/** One step of the flow: its marker and label, and its state spelled out for assistive tech. */
function Step({ label, state, position }: { label: string; state: StepState; position: number }) {
  const stateClass = STATE_CLASS[state];
  return (
    <li
      className={stateClass ? `${styles.item} ${stateClass}` : styles.item}
      data-state={state}
      aria-current={state === 'active' ? 'step' : undefined}
    >
      <StepMarker state={state} position={position} />
      <span className={styles.label}>
        {label}
        <span className="visually-hidden"> ({STATE_TEXT[state]})</span>
      </span>
    </li>
  );
}

/**
 * The flow's steps, each complete, active or pending: a column in the sidebar (on a phone, folded to
 * the current step on one line), or a row across the staff wizard.
 */
export function StepList({ flow, variant }: { flow: StepFlowView; variant: 'column' | 'row' }) {
  return (
    <ol className={`${styles.steps} ${variant === 'row' ? styles.row : styles.column}`}>
      {flow.steps.map((step, i) => (
        <Step
          key={step.key}
          label={step.label}
          state={flow.states[i] ?? 'pending'}
          position={i + 1}
        />
      ))}
    </ol>
  );
}
