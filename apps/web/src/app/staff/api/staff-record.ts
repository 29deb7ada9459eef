import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../api-client';

/** A response envelope's contract: what the call answers is its `data`. */
type Envelope = z.ZodType<{ data: unknown }>;

/**
 * A back-office GET as query options (a list of categories, a group of settings): its answer,
 * read with the contract, is its `data`; `enabled` false waits (a role that may not see it).
 */
export function staffRecordQuery<Schema extends Envelope>(
  queryKey: readonly string[],
  path: string,
  schema: Schema,
) {
  return (enabled = true) =>
    queryOptions({
      queryKey,
      queryFn: async ({ signal }): Promise<z.output<Schema>['data']> =>
        (await apiCall(path, schema, { signal })).data,
      enabled,
    });
}

/**
 * A back-office record read with GET and replaced with PUT at one path, the PUT answering it as
 * saved (a group of settings, the directory's services, the summary's recipients): its query
 * options, and its save, which puts the answer in the query's place.
 */
export function replacedRecord<Schema extends Envelope>(
  queryKey: readonly string[],
  path: string,
  schema: Schema,
) {
  /** The save; `toBody` makes the PUT's body of what the form gives (the input itself by default). */
  function useSave<Input>(toBody: (input: Input) => unknown = (input) => input) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: async (input: Input): Promise<z.output<Schema>['data']> =>
        (await apiCall(path, schema, { method: 'PUT', body: toBody(input) })).data,
      onSuccess: (saved) => client.setQueryData(queryKey, saved),
    });
  }
  return { query: staffRecordQuery(queryKey, path, schema), useSave };
}
