import { Link } from 'react-router';
import type { DirectoryPage } from '@portico/domain/contracts/directory.contract';
import { queryStringOf, type DirectorySearch } from './api/directory';
import { DirectoryEntryCard } from '../../app/directory-entry-card';
import styles from './directory.module.css';

/** The page's members as cards, how many there are, and links to the pages before and after. */
export function DirectoryResults({
  page,
  search,
}: {
  page: DirectoryPage;
  search: DirectorySearch;
}) {
  const pageLink = (number: number) => `/directory${queryStringOf({ ...search, page: number })}`;
  const noun = page.total === 1 ? 'member' : 'members';
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {page.total === 0
          ? 'No members match your search.'
          : `${page.total} ${noun} found${page.last_page > 1 ? `, page ${page.page} of ${page.last_page}` : ''}`}
      </p>
      {page.items.length > 0 ? (
        <ul className={styles.results}>
          {page.items.map((entry) => (
            <li key={entry.id}>
              <DirectoryEntryCard entry={entry} link={`/directory/${entry.id}`} />
            </li>
          ))}
        </ul>
      ) : null}
      {page.last_page > 1 ? (
        <nav className={styles.pager} aria-label="Pages">
          {page.page > 1 ? (
            <Link to={pageLink(page.page - 1)} rel="prev">
              Previous page
            </Link>
          ) : null}
          {page.page < page.last_page ? (
            <Link to={pageLink(page.page + 1)} rel="next">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
