import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { previewMessageTemplate, type MessageTemplateKind } from './api/message-templates';

/** How long the admin pauses typing before the server builds the email again. */
export const EMAIL_PREVIEW_DELAY_MS = 400;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The email as the server builds it from the draft (the association's layout, sample values): its
 * HTML, or null while none is ready or when the draft cannot be built (the form says why).
 */
export function useEmailPreview(
  kind: MessageTemplateKind,
  subject: string,
  body: string,
  enabled: boolean,
): string | null {
  const draft = useSettled(JSON.stringify({ subject, body }), EMAIL_PREVIEW_DELAY_MS);
  const query = useQuery({
    queryKey: ['staff', 'settings', 'templates', kind, 'preview', draft],
    queryFn: ({ signal }) =>
      previewMessageTemplate(kind, JSON.parse(draft) as { subject: string; body: string }, signal),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  return query.isError ? null : (query.data?.html ?? null);
}
