// A react-hook-form resolver whose zod schema loads on the first validation, not with the screen: a
// first page that validates only on submit (log in) then starts without zod and the domain's schemas,
// the largest part of its code on a slow phone.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
    );
    return (await loaded)(values, context, options);
  };
}
