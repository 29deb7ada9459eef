import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  memberListResponse,
  type memberFilterQuery,
  type memberListQuery,
  type MemberItem,
} from '@portico/domain/contracts/staff-members.contract';
import { apiCall } from '../../../app/api-client';
import { queryString, type Page, type QueryText } from '../../../app/staff/api/page';

export type { MemberItem };

/** The filters the members list offers: the contract's, but for the zone. */
export const MEMBER_FILTER_KEYS = [
  'q',
  'category',
  'status',
  'manual',
] as const satisfies readonly (keyof typeof memberFilterQuery)[];

export type MembersQuery = QueryText<typeof memberListQuery>;

/** GET /api/staff/members?q=&category=&status=active|expired&manual=&page=&pageSize=&sort= */
export async function getMembers(
  query: MembersQuery,
  signal?: AbortSignal,
): Promise<Page<MemberItem>> {
  const answer = await apiCall(`/staff/members${queryString(query)}`, memberListResponse, {
    signal,
  });
  return answer.data;
}

export function membersQuery(query: MembersQuery) {
  return queryOptions({
    queryKey: ['staff', 'members', query],
    queryFn: ({ signal }) => getMembers(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMembers(query: MembersQuery) {
  return useQuery(membersQuery(query));
}
