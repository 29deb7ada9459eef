import { useMemo } from 'react';
import { useLocation } from 'react-router';
import {
  completedStepCount,
  progressPercent,
  stepFlowForPath,
  stepHeading,
  stepIndexForPath,
  stepsCompletedText,
  stepStates,
  type Step,
  type StepFlowKind,
  type StepState,
} from '@portico/domain/steps';
import { useIsSignedIn } from '../session';

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

/** Where the current path sits in its step flow (applicant, member or admin). */
export function useStepFlow(): StepFlowView {
  const { pathname } = useLocation();
  const signedIn = useIsSignedIn();
  return useMemo(() => {
    const { kind, steps } = stepFlowForPath(pathname, signedIn);
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
  }, [pathname, signedIn]);
}
