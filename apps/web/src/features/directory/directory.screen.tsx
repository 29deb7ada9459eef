import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { useAssociationBrand } from '../../app/association';
import { usePageTitle } from '../../app/page-title';
import { Spinner } from '../../ui/spinner';
import { directorySearchQuery, searchOf } from './api/directory';
import { DirectoryResults } from './directory-results';
import { DirectorySearchForm } from './directory-search-form';
import pageStyles from '../../ui/page.module.css';
import messageStyles from '../../ui/message.module.css';

/**
 * /directory (public, rendered by the server): the association's members who chose to be listed,
 * searched by name, service, city and zone (decision 104).
 */
export function DirectoryScreen() {
  usePageTitle('Members’ directory');
  const [params] = useSearchParams();
  const search = searchOf(params);
  const answer = useQuery(directorySearchQuery(search));
  const brand = useAssociationBrand();

  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          Members’ directory
        </h1>
        <p className={pageStyles.lead}>
          Businesses that are current members{brand?.shortName ? ` of ${brand.shortName}` : ''} and
          chose to be listed. Search by name, service, city or zone.
        </p>
      </div>
      <DirectorySearchForm search={search} page={answer.data} />
      {answer.isPending ? <Spinner label="Searching the directory…" /> : null}
      {answer.isError ? (
        <p className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
          {errorMessage(answer.error)}
        </p>
      ) : null}
      {answer.data ? <DirectoryResults page={answer.data} search={search} /> : null}
    </section>
  );
}

export { DirectoryScreen as Component };
