import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { MESSAGES } from '@portico/domain/messages';
import { ErrorSummary, type ErrorSummaryItem } from '../../ui/error-summary';
import type { MembershipWizard } from './use-membership-wizard';
import type { WizardProblem } from './use-wizard-tabs';

type FieldProblem = { path: string; message: string };

/** Every message in react-hook-form's nested errors (rows are arrays), with its field's path. */
export function fieldProblems(errors: unknown, prefix = ''): FieldProblem[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const found: FieldProblem[] = [];
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message !== '' && prefix !== '') {
    found.push({ path: prefix, message });
  }
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
    if (key === 'root') continue;
    found.push(...fieldProblems(value, prefix === '' ? key : `${prefix}.${key}`));
  }
  return found;
}

/** The id of a field's input: `field-` and its path with dashes (members.0.email → …-0-email). */
const fieldId = (path: string) => `field-${path.replaceAll('.', '-')}`;

/** A row's fields sharing one message (a proposer who is no member) are listed once. */
function withoutRepeats(problems: readonly FieldProblem[]): FieldProblem[] {
  const row = (path: string) => path.split('.').slice(0, -1).join('.');
  return problems.filter((problem, index) => {
    const before = problems[index - 1];
    return !(
      before &&
      before.message === problem.message &&
      row(before.path) !== '' &&
      row(before.path) === row(problem.path)
    );
  });
}

/** In the order the fields stand on the page (the form's own order where they are not found). */
function inPageOrder(problems: FieldProblem[]): FieldProblem[] {
  if (typeof document === 'undefined') return problems;
  return problems
    .map((problem, index) => ({
      problem,
      index,
      node: document.getElementById(fieldId(problem.path)),
    }))
    .sort((a, b) => {
      if (a.node && b.node && a.node !== b.node) {
        return a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
      }
      return a.index - b.index;
    })
    .map(({ problem }) => problem);
}

function Summary<T extends FieldValues, O>({
  control,
  problem,
}: {
  control: Control<T, unknown, O>;
  problem: WizardProblem;
}) {
  const { errors } = useFormState({ control });
  const items: ErrorSummaryItem[] = [
    ...problem.messages.map((message) => ({ message })),
    ...withoutRepeats(inPageOrder(fieldProblems(errors))).map(({ path, message }) => ({
      message,
      fieldId: fieldId(path),
    })),
  ];
  return (
    <ErrorSummary items={items} description={MESSAGES.formIncomplete} attempt={problem.attempt} />
  );
}

/** The open tab's error summary, after an attempt on it failed. */
export function TabErrorSummary({ wizard }: { wizard: MembershipWizard }) {
  const { problem, forms } = wizard;
  if (problem === null) return null;
  if (problem.tab === 1) return <Summary control={forms.basics.control} problem={problem} />;
  if (problem.tab === 2) return <Summary control={forms.directors.control} problem={problem} />;
  if (problem.tab === 3) return <Summary control={forms.proposers.control} problem={problem} />;
  return <Summary control={forms.other.control} problem={problem} />;
}
