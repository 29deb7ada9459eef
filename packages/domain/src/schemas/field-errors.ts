// Issues as one message per field, keyed by the dotted path ('director.2.email'): what a route puts
// in the error envelope's `errors`, and what tests read. The first issue of a path wins, as in a form.
// At most MAX_FIELD_ERRORS are named: a list of thousands of bad rows is not answered row by row.

/** The most fields one answer names; a form shows a few. */
export const MAX_FIELD_ERRORS = 50;

type IssueLike = { readonly path: readonly PropertyKey[]; readonly message: string };

export function fieldErrors(error: {
  readonly issues: readonly IssueLike[];
}): Record<string, string> {
  const errors: Record<string, string> = {};
  let named = 0;
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (errors[key] !== undefined) continue;
    errors[key] = issue.message;
    named += 1;
    if (named === MAX_FIELD_ERRORS) break;
  }
  return errors;
}
