import { useMemo } from 'react';
import { useLocation } from 'react-router';
import {
  completedStepCount,
  progressPercent,
  STEP_FLOWS,
  stepHeading,
  stepIndexForPath,
  stepsCompletedText,
  stepStates,
  type Step,
  type StepFlowKind,
  type StepState,
} from '@portico/domain/steps';

export type StepFlowView = {
  kind: StepFlowKind;
  steps: readonly Step[];
  /** 0-based position of the current step. */
  index: number;
  states: readonly StepState[];
  heading: string;
  percent: number;
  completedText: string;
};

/** Where the current path sits in the frame's step flow (applicant, member or admin). */
export function useStepFlow(kind: StepFlowKind): StepFlowView {
  const { pathname } = useLocation();
  return useMemo(() => {
    const steps = STEP_FLOWS[kind];
    const index = stepIndexForPath(pathname, steps);
    const states = stepStates(steps, index, pathname);
    const position = index + 1;
    return {
      kind,
      steps,
      index,
      states,
      heading: stepHeading(position),
      percent: progressPercent(position, steps.length),
      completedText: stepsCompletedText(completedStepCount(states), steps.length),
    };
  }, [kind, pathname]);
}
