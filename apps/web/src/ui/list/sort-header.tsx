import styles from './sort-header.module.css';

type Direction = 'ascending' | 'descending' | undefined;

const ICONS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** The order the list is in by `column`, given the URL's sort ('' = the server's default). */
function directionOf(column: string, sort: string, defaultSort = ''): Direction {
  const effective = sort || defaultSort;
  if (effective === column) return 'ascending';
  return effective === `-${column}` ? 'descending' : undefined;
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
  const direction = directionOf(column, sort, defaultSort);
  const next = direction === 'ascending' ? `-${column}` : column;
  return (
    <th scope="col" aria-sort={direction ?? 'none'} data-label={label}>
      <button type="button" className={styles.button} onClick={() => onSort(next)}>
        {label}
        <span className="visually-hidden">
          {direction ? `, sorted ${direction}` : ''}, sort{' '}
          {direction === 'ascending' ? 'descending' : 'ascending'}
        </span>
        <span aria-hidden="true" className={styles.icon}>
          {ICONS[direction ?? 'none']}
        </span>
      </button>
    </th>
  );
}
