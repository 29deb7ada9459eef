import type { DirectoryMember, DirectoryPage } from '@portico/domain/contracts/directory.contract';
import type { RouteHandle } from '../../app/server-prefetch';
import {
  directoryMemberQuery,
  directorySearchQuery,
  queryStringOf,
  searchOf,
} from './api/directory';

/**
 * The directory's pages are the association's public face (decision 104): the server renders
 * them with their answers, and names each page's title, description and canonical address.
 */
export const directoryHandle: RouteHandle = {
  prefetch: (queryClient, _params, search) =>
    queryClient.prefetchQuery(directorySearchQuery(searchOf(search))),
  head: (queryClient, _params, search) => {
    const wanted = searchOf(search);
    const page = queryClient.getQueryData<DirectoryPage>(directorySearchQuery(wanted).queryKey);
    const service = page?.services.find((item) => item.slug === wanted.service)?.label;
    const place = wanted.city ?? page?.zones.find((zone) => zone.code === wanted.zone)?.name;
    const title = ['Members’ directory', service, place].filter(Boolean).join(' · ');
    return {
      title,
      description: `Find the association’s member businesses${service ? ` offering ${service.toLowerCase()}` : ''}${place ? ` in ${place}` : ''}: their services, city and zone, and a link to check each is a current member.`,
      canonical: `/directory${queryStringOf({ ...wanted, q: undefined })}`,
    };
  },
};

export const directoryMemberHandle: RouteHandle = {
  prefetch: (queryClient, params) =>
    queryClient.prefetchQuery(directoryMemberQuery(params.id ?? '', 'public')),
  head: (queryClient, params) => {
    const member = queryClient.getQueryData<DirectoryMember>(
      directoryMemberQuery(params.id ?? '', 'public').queryKey,
    );
    if (!member) return null;
    const services = member.services.map((service) => service.label).join(', ');
    const where = [member.city, member.zone].filter(Boolean).join(', ');
    return {
      title: member.company,
      description:
        member.description.slice(0, 155) ||
        [member.company, services, where].filter(Boolean).join(' · '),
      canonical: `/directory/${member.id}`,
    };
  },
};
