import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../api-client';

/** A staff form's save: a new record (`id` null) or an existing one, with the form's input. */
export type RecordSave<Input> = { id: number | null; input: Input };

/**
 * The save of a back-office record: POST `path` for a new one, PATCH `path/{id}` for an existing
 * one; it resolves with the server's message, and the lists under `invalidates` read again.
 */
export function useSaveRecord<Input>({
  path,
  schema,
  invalidates,
  createPath = path,
  toBody = (input) => input,
}: {
  path: string;
  /** Where a new record is posted, when not `path` (a staff member is invited). */
  createPath?: string;
  schema: z.ZodType<{ message: string }>;
  invalidates: readonly QueryKey[];
  toBody?: (input: Input, isNew: boolean) => unknown;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: RecordSave<Input>) => {
      const answer = await apiCall(id === null ? createPath : `${path}/${id}`, schema, {
        method: id === null ? 'POST' : 'PATCH',
        body: toBody(input, id === null),
      });
      return answer.message;
    },
    onSuccess: () =>
      Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
