// The member area's own pages under /app that need nothing rendered by the server first: the card,
// the member's details and documents, the directory listing and the company's team (decision 110).
import type { RouteObject } from 'react-router';
import { screenRoute } from './screens';

export const memberPages: RouteObject[] = [
  {
    path: 'card',
    ...screenRoute('membership-card/membership-card.screen', 'MembershipCardScreen'),
  },
  { path: 'my-details', ...screenRoute('my-details/my-details.screen', 'MyDetailsScreen') },
  {
    path: 'renewal-documents',
    ...screenRoute('my-details/renewal-documents.screen', 'RenewalDocumentsScreen'),
  },
  {
    path: 'directory',
    ...screenRoute('directory-listing/directory-listing.screen', 'DirectoryListingScreen'),
  },
  { path: 'team', ...screenRoute('company-team/company-team.screen', 'CompanyTeamScreen') },
];
