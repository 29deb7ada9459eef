import { useQuery } from '@tanstack/react-query';
import { apiRequest, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

export type ReferenceAnswer = 'approved' | 'rejected';
export type ReferenceApplicant = {
  name: string;
  email: string;
  company_name: string;
  /** The membership category applied for. */
  category: string;
};
/** The proposer as the applicant named them. */
export type NamedProposer = { num: string; name: string; company_name: string };

/**
 * What the proposer's page shows: the application and either nothing answered yet (the page asks
 * to confirm), the answer just recorded, or the answer given earlier (spec: prevoius_status 1 =
 * approved, anything else = rejected).
 */
export type ReferenceRequest = { applicant: ReferenceApplicant; proposer: NamedProposer } & (
  | { kind: 'to-confirm' }
  | { kind: 'recorded'; answer: ReferenceAnswer }
  | { kind: 'already-recorded'; previous: ReferenceAnswer }
);

export type ReferenceLink = { num: string; userId: string; status: string; token: string };

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** A link the page can send: proposer 1 or 2, approve or reject, an id and a signed token. */
export function isWellFormedLink({ num, userId, status, token }: ReferenceLink): boolean {
  return (
    (num === '1' || num === '2') &&
    (status === 'approve' || status === 'reject') &&
    userId !== '' &&
    token !== ''
  );
}

/** The answer a link stands for. */
export const answerOf = (link: ReferenceLink): ReferenceAnswer =>
  link.status === 'approve' ? 'approved' : 'rejected';

/** Reads the answer of GET (opening) or POST (confirming) /api/member_status/…. */
export function parseReferenceRequest(body: Record<string, unknown>): ReferenceRequest {
  const user = record(body.userdata);
  const named = record(body.proposer);
  const shown = {
    applicant: {
      name: text(user.name),
      email: text(user.email),
      company_name: text(user.company_name),
      category: text(user.category),
    },
    proposer: {
      num: text(named.num),
      name: text(named.name),
      company_name: text(named.company_name),
    },
  };
  const previous = body.prevoius_status;
  if (body.already_recorded === true || (previous !== null && previous !== undefined)) {
    const approved = previous === 1 || previous === '1' || previous === true;
    return { ...shown, kind: 'already-recorded', previous: approved ? 'approved' : 'rejected' };
  }
  const recorded = text(body.recorded);
  if (recorded === 'approved' || recorded === 'rejected') {
    return { ...shown, kind: 'recorded', answer: recorded };
  }
  return { ...shown, kind: 'to-confirm' };
}

/** A path segment as the link had it; base64 ('MTI=') stays readable, anything odd is escaped. */
function segment(value: string): string {
  return /^[A-Za-z0-9+=._-]+$/.test(value) ? value : encodeURIComponent(value);
}

/** /member_status/{num}/{user_id}/{status}: the path both calls share. */
export function referencePath(link: ReferenceLink): string {
  return `/member_status/${segment(link.num)}/${segment(link.userId)}/${segment(link.status)}`;
}

/**
 * GET /api/member_status/{num}/{user_id}/{status}?t=…: what the link asks. Opening it records
 * nothing; the server refuses a bad or expired token (4xx).
 */
export async function getReferenceRequest(link: ReferenceLink): Promise<ReferenceRequest> {
  const envelope = await apiRequest<unknown>(
    `${referencePath(link)}?t=${encodeURIComponent(link.token)}`,
  );
  if (!envelope.success) throw new Error(envelope.message?.trim() || FALLBACK_ERROR_MESSAGE);
  return parseReferenceRequest(envelope);
}

export function referenceRequestKey(link: ReferenceLink) {
  return ['reference-request', link.num, link.userId, link.status, link.token] as const;
}

export function useReferenceRequest(link: ReferenceLink) {
  return useQuery({
    queryKey: referenceRequestKey(link),
    queryFn: () => getReferenceRequest(link),
    enabled: isWellFormedLink(link),
    // Read once: the page then changes only by the proposer's own confirmation.
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
