import { PlainOptions } from '../select-options';
import { PAGE_SIZES } from './list-params';
import buttons from '../button.module.css';
import fieldStyles from './field.module.css';
import styles from './pagination.module.css';

/** 'Showing 21–40 of 57 · Page 2 of 3', or 'No results'. */
function summary(page: number, pageSize: number, total: number, pages: number): string {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    (total === 0 ? 'No results' : `Showing ${first}–${last} of ${total}`) +
    (pages > 1 ? ` · Page ${page} of ${pages}` : '')
  );
}

/** 'Showing 21–40 of 57', previous/next and the page size. */
export function Pagination({
  label,
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const sizeId = `${label.replace(/\W+/g, '-').toLowerCase()}-page-size`;
  return (
    <nav className={styles.pagination} aria-label={`${label} pages`}>
      <p aria-live="polite">{summary(page, pageSize, total, pages)}</p>
      <div className={styles.controls}>
        <button
          type="button"
          className={buttons.secondary}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous page
        </button>
        <button
          type="button"
          className={buttons.secondary}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next page
        </button>
        <label htmlFor={sizeId} className={styles.sizeLabel}>
          Rows per page
        </label>
        <select
          id={sizeId}
          className={`${fieldStyles.input} ${fieldStyles.narrow}`}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          <PlainOptions values={PAGE_SIZES} />
        </select>
      </div>
    </nav>
  );
}

/** Pagination of a list whose page and page size live in the URL (see useListParams). */
export function ListPagination({
  label,
  list,
  total,
}: {
  label: string;
  list: {
    page: number;
    pageSize: number;
    update: (patch: { page?: string; pageSize?: string }) => void;
  };
  total: number;
}) {
  return (
    <Pagination
      label={label}
      page={list.page}
      pageSize={list.pageSize}
      total={total}
      onPage={(page) => list.update({ page: String(page) })}
      onPageSize={(pageSize) => list.update({ pageSize: String(pageSize) })}
    />
  );
}
