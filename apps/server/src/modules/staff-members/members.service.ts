// The members list (any staff role reads it) and the manual-update flag that admin and office set.
import type { Database } from '../../db/client';
import type { ManualFlag } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { auditChange } from '../audit';
import type { PageResult, Paging } from '../../lib/list-query';
import type { TotalsCache } from '../../lib/totals-cache';
import { lockMember, updateMember } from '../records';
import {
  countMembers,
  findMemberListRow,
  membersPage,
  type MemberFilters,
  type MemberListRow,
  type MemberSort,
} from './members.repository';
import type { MemberItem } from '@portico/domain/contracts/staff-members.contract';
import type { MemberDetailsBody } from '@portico/domain/contracts/member-record.contract';
import { editMemberDetails } from './edit-member-details';
import { extendMembership } from './extend-membership';
import { addMemberNote } from './member-notes';
import { readMemberRecord } from './read-member-record';
import {
  approveTransfer,
  openTransfers,
  readMemberTeam,
  refuseTransfer,
  removeTeamPerson,
} from './member-team';
import type { BrandSource, Notifier } from '../notifications';
import type { StaffTransferRefusal } from '@portico/domain/contracts/team.contract';

export type { MemberItem };

export function toMemberItem(row: MemberListRow): MemberItem {
  return {
    id: row.id,
    member_number: row.memberNumber,
    name: row.name,
    company_name: row.companyName,
    email: row.email,
    mobile: row.mobileNumber,
    zone: row.zone,
    category: { id: row.categoryId, name: row.categoryName },
    expires_at: row.expiresOn,
    status: row.status,
    manual: row.manual,
    documents_link: row.documentsLink,
    application_id: row.applicationId,
  };
}

export type MemberFlagsUpdate = { manual: ManualFlag; documents_link?: string | null | undefined };

/** What the team's emails need: the outbox (through the notifier) and the association's layout. */
export type MemberMessaging = { notifier: Notifier; brand: BrandSource };

export function createMembersService(
  db: Database,
  now: () => Date,
  totals: TotalsCache,
  messaging: MemberMessaging,
) {
  const transferDeps = { db, now, ...messaging };
  return {
    async list(
      filters: MemberFilters,
      paging: Paging,
      sort: MemberSort,
    ): Promise<PageResult<MemberItem>> {
      const at = now();
      // The status filter depends on the clock: a cached total is only reused for the same filters.
      const key = JSON.stringify(['members', filters]);
      const [rows, total] = await Promise.all([
        membersPage(db, filters, paging, sort, at),
        totals.get(key, () => countMembers(db, filters, at)),
      ]);
      return { items: rows.map(toMemberItem), total, ...paging };
    },

    /** One member's page: any staff role reads it, as the list. */
    async detail(id: number): Promise<MemberItem> {
      const row = await findMemberListRow(db, id, now());
      if (!row) throw new NotFoundError('Member not found');
      return toMemberItem(row);
    },

    /** Sets the manual flag (and the documents link when given); audited with before and after. */
    async updateFlags(principal: StaffPrincipal, id: number, update: MemberFlagsUpdate) {
      return db.transaction(async (tx) => {
        const before = await lockMember(tx, id);
        if (!before) throw new NotFoundError('Member not found');
        const after = {
          manual: update.manual,
          documentsLink:
            update.documents_link === undefined ? before.pdfStandalone : update.documents_link,
        };
        await updateMember(tx, id, { manual: after.manual, pdfStandalone: after.documentsLink });
        await auditChange(tx, principal, {
          action: 'member.update',
          entity: 'member',
          entityId: id,
          before: { manual: before.manual, documents_link: before.pdfStandalone },
          after: { manual: after.manual, documents_link: after.documentsLink },
        });
        return { id, manual: after.manual, documents_link: after.documentsLink };
      });
    },

    /** The office's member record (issue #29) and its actions. */
    record: (principal: StaffPrincipal, id: number) => readMemberRecord(db, principal, id),
    editDetails: (principal: StaffPrincipal, id: number, body: MemberDetailsBody) =>
      editMemberDetails(db, principal, id, body),
    addNote: (principal: StaffPrincipal, id: number, text: string) =>
      addMemberNote(db, principal, id, text, now()),
    extend: (principal: StaffPrincipal, id: number, body: { until: string; reason: string }) =>
      extendMembership(db, principal, id, body, now()),
    /** The company's team (decision 110). */
    team: (principal: StaffPrincipal, id: number) => readMemberTeam(db, principal, id),
    removeTeamPerson: (principal: StaffPrincipal, id: number, personId: number) =>
      removeTeamPerson({ db, now }, principal, id, personId),
    /** A holder's transfer request (decision 118), and the list of those waiting (the office's work). */
    openTransfers: () => openTransfers(db),
    approveTransfer: (principal: StaffPrincipal, id: number, requestId: number) =>
      approveTransfer(transferDeps, principal, id, requestId),
    refuseTransfer: (principal: StaffPrincipal, id: number, refusal: StaffTransferRefusal) =>
      refuseTransfer(transferDeps, principal, id, refusal),
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
