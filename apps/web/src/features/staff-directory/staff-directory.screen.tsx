import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffDirectoryListing } from '@portico/domain/contracts/directory.contract';
import { QueryResult } from '../../app/staff/query-state';
import { StaffPage } from '../../app/staff/staff-page';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { EmptyState } from '../../ui/list/empty-state';
import { staffListingsQuery, staffServicesQuery } from './api/staff-directory';
import { HideListingForm } from './hide-listing-form';
import { ListingsTable } from './listings-table';
import { ServicesForm } from './services-form';

/**
 * /staff/directory (admin, office): the members' directory's listings, each of which staff may
 * hide with a reason, and (admin) the services members choose from (decision 104).
 */
export function StaffDirectoryScreen() {
  const user = useStaffUser();
  const allowed = hasAnyRole(user, ...PAGE_ROLES.directory);
  const listings = useQuery(staffListingsQuery('', allowed));
  const services = useQuery({ ...staffServicesQuery, enabled: hasAnyRole(user, 'admin') });
  const [hiding, setHiding] = useState<StaffDirectoryListing | null>(null);

  return (
    <StaffPage
      title="Members’ directory"
      lead={
        <>
          Members who chose to be listed in the <a href="/directory">public directory</a>. A listing
          shows while the membership is current; hide one that breaks the association’s rules.
        </>
      }
      allowed={allowed}
      what="the directory"
    >
      <QueryResult query={listings} loadingText="Loading listings…">
        {(listings.data?.items.length ?? 0) === 0 ? (
          <EmptyState title="No member has chosen to be listed yet." />
        ) : (
          <ListingsTable listings={listings.data?.items ?? []} onHide={setHiding} />
        )}
      </QueryResult>
      {hiding ? (
        <HideListingForm key={hiding.member_id} listing={hiding} onDone={() => setHiding(null)} />
      ) : null}
      {services.data ? <ServicesForm services={services.data} /> : null}
    </StaffPage>
  );
}

export { StaffDirectoryScreen as Component };
