import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@portico/domain/contracts/common';
import {
  directoryServicesResponse,
  staffDirectoryListingsResponse,
} from '@portico/domain/contracts/directory.contract';
import { apiCall } from '../../../app/api-client';
import { replacedRecord } from '../../../app/staff/api/staff-record';

/** GET /api/staff/directory/listings: listings opted in or hidden, by company. */
export function staffListingsQuery(q: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['staff', 'directory', 'listings', q],
    queryFn: async ({ signal }) => {
      const path = `/staff/directory/listings${q ? `?q=${encodeURIComponent(q)}` : ''}`;
      return (await apiCall(path, staffDirectoryListingsResponse, { signal })).data;
    },
    enabled,
  });
}

/** GET and PUT /api/staff/directory/services (admin): the services, in order, answered as saved. */
const services = replacedRecord(
  ['staff', 'directory', 'services'],
  '/staff/directory/services',
  directoryServicesResponse,
);

export const staffServicesQuery = services.query();

export const useSaveServices = () => services.useSave((labels: string[]) => ({ services: labels }));

/** POST …/hide with a reason, or …/show (reason null). */
export function useSetListingHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string | null }) => {
      const path = `/staff/directory/listings/${id}/${reason === null ? 'show' : 'hide'}`;
      const options = reason === null ? { method: 'POST' as const } : { body: { reason } };
      return (await apiCall(path, messageResponse, options)).message;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff', 'directory', 'listings'] }),
  });
}
