import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

/** What a directory address asks for: its search words, filters and page. */
export type DirectorySearch = {
  q?: string;
  service?: string;
  city?: string;
  zone?: string;
  page?: number;
};

const KEYS = ['q', 'service', 'city', 'zone'] as const;

/** The search an address names; unknown or empty parameters are left out. */
export function searchOf(params: URLSearchParams): DirectorySearch {
  const search: DirectorySearch = {};
  for (const key of KEYS) {
    const value = params.get(key)?.trim();
    if (value) search[key] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

/** The query string of a search, in a fixed order (one address, one cache entry). */
export function queryStringOf(search: DirectorySearch): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  if (search.page && search.page > 1) params.set('page', String(search.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/directory (public): one page of the members shown. */
export function directorySearchQuery(search: DirectorySearch) {
  return queryOptions({
    queryKey: ['directory', queryStringOf(search)],
    queryFn: async ({ signal }) => {
      const { directoryPageResponse } =
        await import('@portico/domain/contracts/directory.contract');
      const path = `/directory${queryStringOf(search)}`;
      return (await apiCall(path, directoryPageResponse, { signal })).data;
    },
    retry: false,
  });
}

/**
 * GET /api/directory/:id: a member's page. Its answer depends on who asks (a signed-in member sees
 * more), so the viewer is part of the key: the server renders the public one.
 */
export function directoryMemberQuery(id: string, viewer: 'public' | 'signed-in') {
  return queryOptions({
    queryKey: ['directory-member', id, viewer],
    queryFn: async ({ signal }) => {
      const { directoryMemberResponse } =
        await import('@portico/domain/contracts/directory.contract');
      const path = `/directory/${encodeURIComponent(id)}`;
      return (await apiCall(path, directoryMemberResponse, { signal })).data;
    },
    retry: false,
  });
}
