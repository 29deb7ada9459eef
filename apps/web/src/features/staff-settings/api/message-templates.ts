import type { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  templateListResponse,
  templatePreviewResponse,
  templateSavedResponse,
  type MessageTemplate,
  type TemplatePreview,
  type templateSaveBody,
} from '@portico/domain/contracts/settings.contract';
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import { apiCall } from '../../../app/api-client';

export type { MessageTemplate, MessageTemplateKind };

export type TemplateInput = z.input<typeof templateSaveBody>;

const KEY = ['staff', 'settings', 'templates'] as const;

/** GET /api/staff/settings/templates (admin). */
export async function getMessageTemplates(signal?: AbortSignal): Promise<MessageTemplate[]> {
  return (await apiCall('/staff/settings/templates', templateListResponse, { signal })).data;
}

export function messageTemplatesQuery(enabled = true) {
  return queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => getMessageTemplates(signal),
    enabled,
  });
}

export function useMessageTemplates(enabled = true) {
  return useQuery(messageTemplatesQuery(enabled));
}

/** PUT /api/staff/settings/templates/:kind; resolves with the server's message. */
export async function saveMessageTemplate(
  kind: MessageTemplateKind,
  input: TemplateInput,
): Promise<string> {
  const answer = await apiCall(`/staff/settings/templates/${kind}`, templateSavedResponse, {
    method: 'PUT',
    body: input,
  });
  return answer.message;
}

/** DELETE /api/staff/settings/templates/:kind: back to the default text. */
export async function resetMessageTemplate(kind: MessageTemplateKind): Promise<string> {
  const answer = await apiCall(`/staff/settings/templates/${kind}`, templateSavedResponse, {
    method: 'DELETE',
  });
  return answer.message;
}

export function useSaveMessageTemplate(kind: MessageTemplateKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { id: number | null; input: TemplateInput }) =>
      saveMessageTemplate(kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useResetMessageTemplate(kind: MessageTemplateKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetMessageTemplate(kind),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/staff/settings/templates/:kind/preview: the draft as the server builds it (admin). */
export async function previewMessageTemplate(
  kind: MessageTemplateKind,
  text: { subject: string | null; body: string },
  signal?: AbortSignal,
): Promise<TemplatePreview> {
  const answer = await apiCall(
    `/staff/settings/templates/${kind}/preview`,
    templatePreviewResponse,
    {
      method: 'POST',
      body: text,
      signal,
    },
  );
  return answer.data;
}
