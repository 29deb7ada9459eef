// react-hook-form resolvers over the domain schemas: every rule and message lives in the one zod
// schema the server uses too. The tier and contact context is passed in; the form builds a resolver
// per render, so the context is always current.
import { DEFAULT_PROPOSERS_REQUIRED } from '@portico/domain/proposer-rule';
import { zodResolver } from '@hookform/resolvers/zod';
import { withDateInputs } from '../../ui/date-input-control';
import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import {
  basicDetailsSchema,
  type BasicDetails,
  type BasicDetailsContext,
  type BasicDetailsInput,
} from '@portico/domain/schemas/basic-details.schema';
import {
  directorsSchema,
  type Directors,
  type DirectorsContext,
  type DirectorsInput,
} from '@portico/domain/schemas/directors.schema';
import {
  otherDetailsSchema,
  type OtherDetails,
  type OtherDetailsInput,
} from '@portico/domain/schemas/other-details.schema';
import {
  proposersSchema,
  type Proposers,
  type ProposersContext,
  type ProposersInput,
} from '@portico/domain/schemas/proposers.schema';
import type { BasicValues, DirectorsValues, OtherValues, ProposersValues } from './form-values';

/** Narrows a schema's resolver (over its loose input type) to the form's concrete value type. */
function forForm<TValues extends TInput, TInput extends FieldValues, TOutput>(
  resolver: Resolver<TInput, unknown, TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return (values, context, options) =>
    resolver(values, context, options as unknown as ResolverOptions<TInput>) as Promise<
      ResolverResult<TValues, TOutput>
    >;
}

export function basicDetailsResolver(
  ctx: BasicDetailsContext,
): Resolver<BasicValues, unknown, BasicDetails> {
  return withDateInputs(
    forForm<BasicValues, BasicDetailsInput, BasicDetails>(zodResolver(basicDetailsSchema(ctx))),
    { dob: 'Date of birth', incorporation_date: 'Incorporation date' },
  );
}

export function directorsResolver(
  ctx: DirectorsContext,
): Resolver<DirectorsValues, unknown, Directors> {
  return forForm<DirectorsValues, DirectorsInput, Directors>(zodResolver(directorsSchema(ctx)));
}

export const otherDetailsResolver: Resolver<OtherValues, unknown, OtherDetails> = forForm<
  OtherValues,
  OtherDetailsInput,
  OtherDetails
>(zodResolver(otherDetailsSchema));

/** What tab 3 saves: the proposer rows, and the signature and stamp urls ('' when not asked for). */
export type ProposersOutput = Pick<Proposers, 'signature' | 'stamp'> & {
  members: Proposers['members'];
};

/**
 * Tab 3: the proposer rows the association's rule asks (the form keeps two, the rest unused), and
 * the signature and stamp outside star.
 */
export function proposersResolver(
  ctx: ProposersContext,
): Resolver<ProposersValues, unknown, ProposersOutput> {
  const resolve = forForm<ProposersValues, ProposersInput, Proposers>(
    zodResolver(proposersSchema(ctx)),
  );
  const required = ctx.proposersRequired ?? DEFAULT_PROPOSERS_REQUIRED;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    const checked = result.values as ProposersOutput;
    const members = checked.members.slice(0, required) as Proposers['members'];
    return { values: { ...checked, members }, errors: {} };
  };
}
