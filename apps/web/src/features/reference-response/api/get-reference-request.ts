import {
  referenceResponse,
  type ReferenceResponse,
} from '@portico/domain/contracts/references.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

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

/** The answer of GET (opening) or POST (confirming) /api/member_status/… in the page's terms. */
export function toReferenceRequest(answer: ReferenceResponse): ReferenceRequest {
  const { userdata, proposer } = answer;
  const shown = {
    applicant: {
      name: userdata.name.trim(),
      email: userdata.email.trim(),
      company_name: userdata.company_name.trim(),
      category: userdata.category.trim(),
    },
    proposer: {
      num: String(proposer.num),
      name: proposer.name.trim(),
      company_name: proposer.company_name.trim(),
    },
  };
  const previous = answer.prevoius_status;
  if (answer.already_recorded === true || previous !== null) {
    return {
      ...shown,
      kind: 'already-recorded',
      previous: previous === 1 ? 'approved' : 'rejected',
    };
  }
  if (answer.recorded) return { ...shown, kind: 'recorded', answer: answer.recorded };
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
  const path = `${referencePath(link)}?t=${encodeURIComponent(link.token)}`;
  return toReferenceRequest(await apiCall(path, referenceResponse));
}

export function referenceRequestKey(link: ReferenceLink) {
  return ['reference-request', link.num, link.userId, link.status, link.token] as const;
}

export function referenceRequestQuery(link: ReferenceLink) {
  return queryOptions({
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

export function useReferenceRequest(link: ReferenceLink) {
  return useQuery(referenceRequestQuery(link));
}
