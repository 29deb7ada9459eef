// The step flows shown in the sidebar and header (member spec §2.2).

export type Step = { readonly key: string; readonly label: string };
export type StepFlowKind = 'applicant' | 'member' | 'admin';
export type StepState = 'complete' | 'active' | 'pending';

export const APPLICANT_STEPS = [
  { key: 'select-membership', label: 'Select Membership' },
  { key: 'membership-form', label: 'Membership Form' },
  { key: 'application-review', label: 'Application In Review' },
  { key: 'checkout', label: 'Checkout' },
  { key: 'payment-success', label: 'Status' },
] as const satisfies readonly Step[];

export const MEMBER_STEPS = [
  { key: 'plan-status', label: 'Plan Status' },
  { key: 'checkout', label: 'Checkout' },
  { key: 'thank-you', label: 'Thank You' },
] as const satisfies readonly Step[];

export const ADMIN_STEPS = [
  { key: 'select-membership', label: 'Membership' },
  { key: 'membership-form', label: 'Membership Form' },
  { key: 'application-review', label: 'Application In Review' },
] as const satisfies readonly Step[];

/** Step keys on which the last step of a flow counts as complete. */
const FINAL_STEP_KEYS = ['payment-success', 'thank-you'];

/** Path segments, without query string or fragment. */
function segments(pathname: string): string[] {
  return (pathname.split(/[?#]/)[0] ?? '').split('/').filter((segment) => segment !== '');
}

/** Staff pages use the full-width layout without sidebar and header. */
export function isFullWidthPath(pathname: string): boolean {
  return pathname.includes('admin') || pathname.includes('office-update');
}

export const STEP_FLOWS: Record<StepFlowKind, readonly Step[]> = {
  applicant: APPLICANT_STEPS,
  member: MEMBER_STEPS,
  admin: ADMIN_STEPS,
};

/** Which flow a page belongs to; an upgrade path is the applicant flow even when signed in. */
export function stepFlowForPath(
  pathname: string,
  signedIn: boolean,
): { kind: StepFlowKind; steps: readonly Step[] } {
  if (pathname.includes('/upgrade')) return { kind: 'applicant', steps: APPLICANT_STEPS };
  if (isFullWidthPath(pathname)) return { kind: 'admin', steps: ADMIN_STEPS };
  // A revival is a member's renewal, paid through an emailed link without signing in.
  if (signedIn || pathname.includes('renew-checkout-revive')) {
    return { kind: 'member', steps: MEMBER_STEPS };
  }
  return { kind: 'applicant', steps: APPLICANT_STEPS };
}

/**
 * Pages that stand for a step of the flow without its key in their path: a revival's checkout, and
 * the lighter upgrade's check (/app/upgrade/confirm, decision 114), which takes the membership
 * form's place once the category is chosen.
 */
const STEP_ALIASES: Readonly<Record<string, string>> = {
  'renew-checkout-revive': 'checkout',
  confirm: 'membership-form',
};

/** 0-based index of the first path segment that is a step key of the flow; 0 when none is. */
export function stepIndexForPath(pathname: string, steps: readonly Step[]): number {
  for (const segment of segments(pathname)) {
    const key = STEP_ALIASES[segment] ?? segment;
    const index = steps.findIndex((step) => step.key === key);
    if (index >= 0) return index;
  }
  return 0;
}

/** Header heading, 'Step 01' for the first step. */
export function stepHeading(position1Based: number): string {
  return `Step ${String(position1Based).padStart(2, '0')}`;
}

/** Integer part of position / count × 100 (integer arithmetic, so 29 of 100 is 29, not 28). */
export function progressPercent(position1Based: number, count: number): number {
  if (count <= 0) return 0;
  return Math.floor((position1Based * 100) / count);
}

/** Sidebar counter, 'N Out of M'. */
export function stepsCompletedText(completed: number, total: number): string {
  return `${completed} Out of ${total}`;
}

/**
 * Steps before the current one are complete, after it pending; the current one is active, except
 * that the last step is complete on a payment-success or thank-you page.
 */
export function stepStates(
  steps: readonly Step[],
  currentIndex: number,
  pathname: string,
): StepState[] {
  const onFinalPage = segments(pathname).some((segment) => FINAL_STEP_KEYS.includes(segment));
  const lastIndex = steps.length - 1;
  return steps.map((_, index) => {
    if (index < currentIndex) return 'complete';
    if (index > currentIndex) return 'pending';
    return index === lastIndex && onFinalPage ? 'complete' : 'active';
  });
}

export function completedStepCount(states: readonly StepState[]): number {
  return states.filter((state) => state === 'complete').length;
}
