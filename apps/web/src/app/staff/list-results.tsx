import type { ReactNode } from 'react';
import { FilteredEmptyState } from '../../ui/list/empty-state';
import { ListPagination } from '../../ui/list/pagination';
import type { Page } from './api/page';
import { QueryResult } from './query-state';

/** What a filtered list says when it is empty: with filters set, and with none. */
type EmptyTexts = { filtered: string; empty: string; clearText: string };

/**
 * A filtered list's results: its loading and failure, then either why there is nothing (with Clear
 * filters) or the `table` of the page's items and the pages (`label` names them).
 */
export function ListResults<Item>({
  result,
  list,
  loadingText,
  label,
  empty,
  table,
}: {
  result: {
    data?: Page<Item>;
    isPending: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  list: Parameters<typeof ListPagination>[0]['list'] & { hasFilters: boolean; clear: () => void };
  loadingText: string;
  label: string;
  empty: EmptyTexts;
  table: (items: Item[]) => ReactNode;
}) {
  const { data } = result;
  return (
    <QueryResult query={result} loadingText={loadingText}>
      {data && data.items.length === 0 ? (
        <FilteredEmptyState hasFilters={list.hasFilters} onClear={() => list.clear()} {...empty} />
      ) : data ? (
        <>
          {table(data.items)}
          <ListPagination label={label} list={list} total={data.total} />
        </>
      ) : null}
    </QueryResult>
  );
}
