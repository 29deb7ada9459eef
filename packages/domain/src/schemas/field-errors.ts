// Issues as one message per field, keyed by the dotted path ('director.2.email'): what a route puts
// in the error envelope's `errors`, and what tests read. The first issue of a path wins, as in a form.

type IssueLike = { readonly path: readonly PropertyKey[]; readonly message: string };

export function fieldErrors(error: {
  readonly issues: readonly IssueLike[];
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
