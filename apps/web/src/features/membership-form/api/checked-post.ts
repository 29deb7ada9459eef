import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../../app/api-client';

/**
 * One of the form's POST saves: the payload is checked against the request's contract before it is
 * sent (the tab's rules ran in the form), and the answer against the response's. `save` is the call,
 * `useSave` its mutation.
 */
export function checkedPost<Body extends z.ZodType, Answer extends z.ZodType>(
  path: string,
  body: Body,
  answer: Answer,
) {
  const save = async (payload: z.input<Body>): Promise<z.output<Answer>> =>
    apiCall(path, answer, { method: 'POST', body: body.parse(payload) });
  return { save, useSave: () => useMutation({ mutationFn: save }) };
}
