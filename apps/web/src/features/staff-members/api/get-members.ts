import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api-client';
import { num, record, text, type Row } from '../../../app/staff/read';
import { parsePage, queryString, type Page } from '../../../app/staff/api/page';

export type MemberItem = {
  id: number;
  member_number: string;
  name: string;
  company_name: string;
  email: string;
  mobile: string;
  category: { id: number | null; name: string };
  expires_at: string;
  status: string;
  manual: number;
  documents_link: string;
  application_id: number | null;
};

export type MembersQuery = {
  q?: string;
  category?: string;
  status?: string;
  manual?: string;
  page?: string;
  pageSize?: string;
  sort?: string;
};

export const MEMBER_FILTER_KEYS = ['q', 'category', 'status', 'manual'] as const;
export const MEMBER_SORTS = ['member_number', 'name', 'company_name', 'expires_at'] as const;

export function parseMemberItem(row: Row): MemberItem | null {
  const id = num(row.id);
  if (id === null) return null;
  const category = record(row.category);
  return {
    id,
    member_number: text(row.member_number),
    name: text(row.name),
    company_name: text(row.company_name),
    email: text(row.email),
    mobile: text(row.mobile),
    category: { id: num(category.id), name: text(category.name) },
    expires_at: text(row.expires_at),
    status: text(row.status),
    manual: num(row.manual) ?? 0,
    documents_link: text(row.documents_link),
    application_id: num(row.application_id),
  };
}

/** GET /api/staff/members?q=&category=&status=active|expired&manual=&page=&pageSize=&sort= */
export async function getMembers(
  query: MembersQuery,
  signal?: AbortSignal,
): Promise<Page<MemberItem>> {
  const envelope = await apiRequest<unknown>(`/staff/members${queryString(query)}`, { signal });
  return parsePage(envelope, parseMemberItem);
}

export function useMembers(query: MembersQuery) {
  return useQuery({
    queryKey: ['staff', 'members', query],
    queryFn: ({ signal }) => getMembers(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
