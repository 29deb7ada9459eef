// Personal data (decision 045): the member's download and requests, staff closing them.
import type {
  DataRequestBody,
  StaffDataRequestQuery,
} from '@portico/domain/contracts/privacy.contract';
import type { Principal, StaffPrincipal } from '../auth';
import { completeDataRequest, refuseDataRequest } from './close-data-request';
import { listDataRequests } from './data-requests.repository';
import { staffDataRequestItem } from './data-request-view';
import { eraseApplication } from './erase-application';
import { collectMemberData, requireOwnMember } from './export-data';
import { fileDataRequest, listMyDataRequests } from './file-data-request';
import { renderMemberDataPdf } from './member-data-pdf';
import type { PrivacyDeps } from './privacy-deps';

export type PrivacyService = ReturnType<typeof createPrivacyService>;

export function createPrivacyService(deps: PrivacyDeps) {
  async function memberData(principal: Principal | null, userId: number) {
    const member = await requireOwnMember(deps.db, principal, userId);
    return collectMemberData(deps.db, member, deps.now());
  }
  return {
    memberData,
    memberDataPdf: async (principal: Principal | null, userId: number) =>
      renderMemberDataPdf(await memberData(principal, userId)),
    fileRequest: (principal: Principal | null, body: DataRequestBody) =>
      fileDataRequest(deps, principal, body),
    myRequests: (principal: Principal | null) => listMyDataRequests(deps, principal),
    async staffList(query: StaffDataRequestQuery) {
      const { rows, total } = await listDataRequests(deps.db, query);
      return {
        items: rows.map(staffDataRequestItem),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
    complete: (principal: StaffPrincipal, id: number) => completeDataRequest(deps, principal, id),
    refuse: (principal: StaffPrincipal, id: number, reason: string) =>
      refuseDataRequest(deps, principal, id, reason),
    eraseApplication: (principal: StaffPrincipal, id: number, reason: string) =>
      eraseApplication(deps, principal, id, reason),
  };
}
