import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api-client';

export type ReferenceAnswer = 'approved' | 'rejected';

export type ReferenceApplicant = { name: string; email: string; company_name: string };

/**
 * What GET /api/member_status/{num}/{user_id}/{status}?t= answers: the answer recorded now, or the
 * answer given earlier (spec: prevoius_status 1 = approved, anything else = rejected).
 */
export type ReferenceResponse =
  | { kind: 'recorded'; applicant: ReferenceApplicant; answer: ReferenceAnswer }
  | { kind: 'already-recorded'; applicant: ReferenceApplicant; previous: ReferenceAnswer };

export type ReferenceLink = { num: string; userId: string; status: string; token: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function applicantOf(value: unknown): ReferenceApplicant {
  const row = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { name: text(row.name), email: text(row.email), company_name: text(row.company_name) };
}

/** A link the page can send: proposer 1 or 2, approve or reject, an id and a signed token. */
export function isWellFormedLink({ num, userId, status, token }: ReferenceLink): boolean {
  return (
    (num === '1' || num === '2') &&
    (status === 'approve' || status === 'reject') &&
    userId !== '' &&
    token !== ''
  );
}

export function parseReferenceResponse(
  body: Record<string, unknown>,
  status: string,
): ReferenceResponse {
  const applicant = applicantOf(body.userdata);
  const previous = body.prevoius_status;
  if (body.already_recorded === true || (previous !== null && previous !== undefined)) {
    const approved = previous === 1 || previous === '1' || previous === true;
    return { kind: 'already-recorded', applicant, previous: approved ? 'approved' : 'rejected' };
  }
  const recorded = text(body.recorded);
  const answer: ReferenceAnswer =
    recorded === 'approved' || recorded === 'rejected'
      ? recorded
      : status === 'approve'
        ? 'approved'
        : 'rejected';
  return { kind: 'recorded', applicant, answer };
}

/** A path segment as the link had it; base64 ('MTI=') stays readable, anything odd is escaped. */
function segment(value: string): string {
  return /^[A-Za-z0-9+=._-]+$/.test(value) ? value : encodeURIComponent(value);
}

/** The first valid visit records the answer; the server refuses a bad or expired token (4xx). */
export async function getReferenceResponse(link: ReferenceLink): Promise<ReferenceResponse> {
  const path =
    `/member_status/${segment(link.num)}/${segment(link.userId)}/${segment(link.status)}` +
    `?t=${encodeURIComponent(link.token)}`;
  const envelope = await apiRequest<unknown>(path);
  if (!envelope.success) throw new Error(envelope.message?.trim() || 'Invalid link');
  return parseReferenceResponse(envelope, link.status);
}

export function useReferenceResponse(link: ReferenceLink) {
  const enabled = isWellFormedLink(link);
  return useQuery({
    queryKey: ['reference-response', link.num, link.userId, link.status, link.token],
    // No abort signal: a request cancelled by a remount may already have recorded the answer.
    queryFn: () => getReferenceResponse(link),
    enabled,
    // The visit itself records the answer: fetch once, never again behind the reader's back (a second
    // request would answer "already recorded" and change the page under them).
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
