// GET /api/directory (public): one page of the members shown, best match first. The words are
// prefix matches, the filters exact; the page is fixed in size and the last page capped, so a
// visitor cannot walk the whole directory in one go (decision 104).
import {
  DIRECTORY_MAX_PAGE,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_QUERY_MAX_WORDS,
  type DirectoryPage,
  type directoryQuery,
} from '@portico/domain/contracts/directory.contract';
import type { z } from 'zod';
import { searchDirectoryListings } from '../records';
import type { DirectoryDeps } from './directory-deps';
import { entryOf, searchWords } from './directory-entry';
import { listServices, listZones } from './directory.repository';

export type DirectorySearchQuery = z.output<typeof directoryQuery>;

export async function searchDirectory(
  deps: DirectoryDeps,
  query: DirectorySearchQuery,
): Promise<DirectoryPage> {
  const page = query.page ?? 1;
  const [services, zones, found] = await Promise.all([
    listServices(deps.db),
    listZones(deps.db),
    searchDirectoryListings(deps.db, {
      words: searchWords(query.q, DIRECTORY_QUERY_MAX_WORDS),
      service: query.service,
      city: query.city,
      zone: query.zone,
      limit: DIRECTORY_PAGE_SIZE,
      offset: (page - 1) * DIRECTORY_PAGE_SIZE,
      at: deps.now(),
    }),
  ]);
  return {
    items: found.rows.map((row) => entryOf(row, services)),
    total: found.total,
    page,
    page_size: DIRECTORY_PAGE_SIZE,
    last_page: Math.min(
      DIRECTORY_MAX_PAGE,
      Math.max(1, Math.ceil(found.total / DIRECTORY_PAGE_SIZE)),
    ),
    services,
    zones,
  };
}
