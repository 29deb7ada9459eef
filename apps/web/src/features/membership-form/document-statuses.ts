import { createContext, useContext } from 'react';

/** Each uploaded document's review status by field, from the loaded application. */
export const DocumentStatusContext = createContext<Readonly<Record<string, string>>>({});

const STATUS_TEXT: Record<string, string> = {
  accepted: 'Accepted',
  needs_replacement: 'Needs replacement',
  rejected: 'Needs replacement',
};

/** The review status shown beside an upload: 'Accepted', 'Needs replacement', or none. */
export function useDocumentStatus(field: string): { key: string; text: string } | null {
  const status = useContext(DocumentStatusContext)[field] ?? '';
  const text = STATUS_TEXT[status];
  if (!text) return null;
  return { key: status === 'accepted' ? 'accepted' : 'needs_replacement', text };
}
