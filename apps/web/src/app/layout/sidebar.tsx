import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { Logo } from './logo';
import type { StepState } from '@portico/domain/steps';
import type { StepFlowView } from './use-step-flow';

const STATE_TEXT: Record<StepState, string> = {
  complete: 'completed',
  active: 'current step',
  pending: 'not started',
};

function StepMarker({ state, position }: { state: StepState; position: number }) {
  if (state === 'complete') {
    return (
      <span className="steps__marker" aria-hidden="true">
        <svg width="16" height="16" viewBox="0 0 16 16" focusable="false">
          <path
            d="M3 8.5l3 3 7-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }
  return (
    <span className="steps__marker" aria-hidden="true">
      {position}
    </span>
  );
}

/** Logo, the step list (each complete, active or pending) and the 'Steps Completed' counter. */
export function Sidebar({ flow }: { flow: StepFlowView }) {
  return (
    <aside className="sidebar" aria-label="Progress">
      <div className="sidebar__brand">
        <Logo />
      </div>
      <nav className="sidebar__nav" aria-label="Steps">
        <ol className="steps">
          {flow.steps.map((step, i) => {
            const state = flow.states[i] ?? 'pending';
            return (
              <li
                key={step.key}
                className={`steps__item steps__item--${state}`}
                data-state={state}
                aria-current={state === 'active' ? 'step' : undefined}
              >
                <StepMarker state={state} position={i + 1} />
                <span className="steps__label">
                  {step.label}
                  <span className="visually-hidden"> ({STATE_TEXT[state]})</span>
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
      <p className="sidebar__counter">
        <span className="sidebar__counter-label">{SHELL_MESSAGES.stepsCompleted}</span>{' '}
        <span className="sidebar__counter-value">{flow.completedText}</span>
      </p>
    </aside>
  );
}
