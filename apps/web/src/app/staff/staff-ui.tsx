// Small building blocks the back-office screens share: list states, scrollable tables, paging, sorting.
import type { ReactNode } from 'react';
import { errorMessage } from '../api-client';
import { PAGE_SIZES } from '../../ui/list/list-params';
import { stageLabel } from './labels';
import messageStyles from '../../ui/message.module.css';
import buttons from '../../ui/button.module.css';
import pageStyles from '../../ui/page.module.css';
import fieldParts from '../../ui/field.module.css';

/** Loading and failure of a query; renders `children` once there is data. */
export function QueryState({
  isPending,
  error,
  onRetry,
  loadingText,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  loadingText: string;
  children: ReactNode;
}) {
  if (error) {
    return (
      <div className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
        <p>{errorMessage(error)}</p>
        <button type="button" className={buttons.secondary} onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (isPending) {
    return (
      <p className={messageStyles.status} role="status">
        {loadingText}
      </p>
    );
  }
  return <>{children}</>;
}

/** What an empty list says, and what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="staff-empty" role="status">
      <p className="staff-empty__title">{title}</p>
      {children}
    </div>
  );
}

/**
 * A wide table scrolls inside its own labelled, focusable region (keyboard users can scroll it), so a
 * narrow screen never scrolls the whole page sideways.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrolling region must take focus for keyboard users to scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="staff-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A column header that sorts: the button names the order it will switch to. */
export function SortHeader({
  label,
  column,
  sort,
  defaultSort,
  onSort,
}: {
  label: string;
  column: string;
  /** The URL's sort ('name' ascending, '-name' descending; '' = the server's default). */
  sort: string;
  /** What the server sorts by when no sort is sent, so the header can say so. */
  defaultSort?: string;
  onSort: (sort: string) => void;
}) {
  const effective = sort || defaultSort || '';
  const direction =
    effective === column ? 'ascending' : effective === `-${column}` ? 'descending' : undefined;
  const next = direction === 'ascending' ? `-${column}` : column;
  return (
    <th scope="col" aria-sort={direction ?? 'none'}>
      <button type="button" className="staff-sort" onClick={() => onSort(next)}>
        {label}
        <span className="visually-hidden">
          {direction ? `, sorted ${direction}` : ''}, sort{' '}
          {direction === 'ascending' ? 'descending' : 'ascending'}
        </span>
        <span aria-hidden="true" className="staff-sort__icon">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
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
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const sizeId = `${label.replace(/\W+/g, '-').toLowerCase()}-page-size`;
  return (
    <nav className="staff-pagination" aria-label={`${label} pages`}>
      <p className="staff-pagination__summary" aria-live="polite">
        {total === 0 ? 'No results' : `Showing ${first}–${last} of ${total}`}
        {pages > 1 ? ` · Page ${page} of ${pages}` : ''}
      </p>
      <div className="staff-pagination__controls">
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
        <label htmlFor={sizeId} className="staff-pagination__size">
          Rows per page
        </label>
        <select
          id={sizeId}
          className="staff-input staff-input--narrow"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}

export function StageBadge({ stage }: { stage: string }) {
  return (
    <span className={`staff-badge staff-badge--${stage || 'unknown'}`}>
      {stage ? stageLabel(stage) : 'Unknown'}
    </span>
  );
}

/** A page a role may not open: says so plainly instead of failing. */
export function NoAccess({ what }: { what: string }) {
  return (
    <div className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
      <p>Your account does not have access to {what}. Ask an admin if you need it.</p>
    </div>
  );
}

/** The whole page shown instead of a screen the role may not open: its title and NoAccess. */
export function NoAccessPage({ title, what }: { title: string; what: string }) {
  return (
    <section className={`${pageStyles.page} staff-page`} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      <NoAccess what={what} />
    </section>
  );
}

/** A table row's Edit button; screen readers hear which row it edits. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button type="button" className={buttons.secondary} onClick={onClick}>
      Edit<span className="visually-hidden"> {name}</span>
    </button>
  );
}

/** Label, control, optional hint and error (the control is wired with fieldProps). */
export function Field({
  id,
  label,
  hint,
  error,
  required = false,
  children,
  className,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`staff-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="staff-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="staff-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldParts.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** id, aria-invalid and aria-describedby for a control inside Field. */
export function fieldProps(id: string, error: string | undefined, hint = false) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
