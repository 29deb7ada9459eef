import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ownDirectoryListingResponse,
  ownDirectoryListingSaved,
  type DirectoryListingBody,
  type OwnDirectoryListing,
} from '@portico/domain/contracts/directory.contract';
import { apiCall } from '../../../app/api-client';

const KEY = ['own-directory-listing'] as const;

/** GET /api/directory/listing: the signed-in member's listing and what its preview shows. */
export const ownListingQuery = queryOptions({
  queryKey: KEY,
  queryFn: async ({ signal }) =>
    (await apiCall('/directory/listing', ownDirectoryListingResponse, { signal })).data,
  retry: false,
});

function useKeepListing() {
  const client = useQueryClient();
  return (listing: OwnDirectoryListing) => client.setQueryData(KEY, listing);
}

/** PUT /api/directory/listing. */
export function useSaveListing() {
  const keep = useKeepListing();
  return useMutation({
    mutationFn: async (body: DirectoryListingBody) =>
      (await apiCall('/directory/listing', ownDirectoryListingSaved, { method: 'PUT', body })).data,
    onSuccess: keep,
  });
}

/** PUT /api/directory/listing/logo (multipart) or, without a file, DELETE it. */
export function useSaveListingLogo() {
  const keep = useKeepListing();
  return useMutation({
    mutationFn: async (file: File | null) => {
      if (file === null) {
        const answer = await apiCall('/directory/listing/logo', ownDirectoryListingSaved, {
          method: 'DELETE',
        });
        return answer.data;
      }
      const body = new FormData();
      body.append('logo', file);
      return (
        await apiCall('/directory/listing/logo', ownDirectoryListingSaved, { method: 'PUT', body })
      ).data;
    },
    onSuccess: keep,
  });
}
