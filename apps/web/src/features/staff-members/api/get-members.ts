import { useQuery } from '@tanstack/react-query';
import {
  memberListResponse,
  type memberFilterQuery,
  type memberListQuery,
  type MemberItem,
} from '@portico/domain/contracts/staff-members.contract';

import { type QueryText } from '../../../app/staff/api/page';
import { pageQuery } from '../../../app/staff/api/page-query';

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
export function useMembers(query: MembersQuery) {
  return useQuery(pageQuery('members', '/staff/members', memberListResponse, query));
}
