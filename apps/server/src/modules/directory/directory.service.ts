// The members' directory (decision 104): the public search and member pages, the member's own
// listing and logo, and the back office's services and hiding, one file per operation.
import type { Principal, StaffPrincipal } from '../auth';
import type { DirectoryDeps } from './directory-deps';
import { directoryMember } from './directory-member';
import { listServices } from './directory.repository';
import { openListingLogo, removeListingLogo, uploadListingLogo } from './listing-logo';
import { ownListing, saveOwnListing } from './own-listing';
import { searchDirectory, type DirectorySearchQuery } from './search-directory';
import { saveServices, setListingHidden, staffListings } from './staff-directory';
import type { DirectoryListingBody } from '@portico/domain/contracts/directory.contract';

export type DirectoryService = ReturnType<typeof createDirectoryService>;

export function createDirectoryService(deps: DirectoryDeps) {
  return {
    search: (query: DirectorySearchQuery) => searchDirectory(deps, query),
    member: (principal: Principal | null, id: number) => directoryMember(deps, principal, id),
    ownListing: (principal: Principal | null) => ownListing(deps, principal),
    saveOwnListing: (principal: Principal | null, body: DirectoryListingBody) =>
      saveOwnListing(deps, principal, body),
    uploadLogo: (principal: Principal | null, image: Buffer) =>
      uploadListingLogo(deps, principal, image),
    removeLogo: (principal: Principal | null) => removeListingLogo(deps, principal),
    openLogo: (id: number, version: string) => openListingLogo(deps, id, version),
    services: () => listServices(deps.db),
    saveServices: (principal: StaffPrincipal, labels: string[]) =>
      saveServices(deps, principal, labels),
    staffListings: (query: { q?: string; page?: number }) => staffListings(deps, query),
    hide: (principal: StaffPrincipal, id: number, reason: string) =>
      setListingHidden(deps, principal, id, reason),
    show: (principal: StaffPrincipal, id: number) => setListingHidden(deps, principal, id, null),
  };
}
