import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useAssociationBrand } from '../../app/association';
import { usePageTitle } from '../../app/page-title';
import { directorySearchQuery, searchOf } from './api/directory';
import { DirectoryResults } from './directory-results';
import { DirectorySearchForm } from './directory-search-form';
import { Page } from '../../ui/page';
import { QueryStatus } from '../../app/failure-alert';

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
    <Page
      title="Members’ directory"
      lead={
        <>
          Businesses that are current members{brand?.shortName ? ` of ${brand.shortName}` : ''} and
          chose to be listed. Search by name, service, city or zone.
        </>
      }
    >
      <DirectorySearchForm search={search} page={answer.data} />
      <QueryStatus query={answer} loadingLabel="Searching the directory…" />
      {answer.data ? <DirectoryResults page={answer.data} search={search} /> : null}
    </Page>
  );
}

export { DirectoryScreen as Component };
