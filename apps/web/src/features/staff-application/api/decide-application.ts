import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  decisionResponse,
  type reasonBody,
  type sendBackBody,
} from '@portico/domain/contracts/staff-application.contract';
import { apiCall } from '../../../app/api-client';
import { staffApplicationKey } from './get-staff-application';

export type ApplicationAction = 'approve' | 'send-back' | 'reject' | 'cancel';

/** A decision's remark, and the fields a send-back names. */
export type ActionPayload = z.input<typeof reasonBody> &
  Partial<Pick<z.input<typeof sendBackBody>, 'fields'>>;

/**
 * POST /api/staff/applications/:id/{approve | send-back | reject | cancel} with {remark}; send-back
 * also carries {fields} (form field and document names). Resolves with the server's message.
 */
export async function decideApplication(
  id: number,
  action: ApplicationAction,
  payload: ActionPayload,
): Promise<string> {
  const body =
    action === 'send-back'
      ? { remark: payload.remark, fields: payload.fields ?? [] }
      : { remark: payload.remark };
  const answer = await apiCall(`/staff/applications/${id}/${action}`, decisionResponse, {
    method: 'POST',
    body,
  });
  return answer.message;
}

/** Acts on the application, then reads it (and the queue) afresh. */
export function useDecideApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, payload }: { action: ApplicationAction; payload: ActionPayload }) =>
      decideApplication(id, action, payload),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffApplicationKey(id) }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'applications'] }),
      ]),
  });
}
