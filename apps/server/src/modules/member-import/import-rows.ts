// The rows an imported member is stored as: the same as a registration paid through the portal (a
// submitted application, fully approved and paid, its member, and a membership period), without an
// order, so the member's invoices list is empty.
import { appIdFor } from '../records';
import type {
  MemberUpdateRecord,
  NewMemberRecord,
  RegisterColumns,
} from './member-writes.repository';
import { datesFromRegister, type PlannedRow } from './plan-import';

/** The register row's values of the member, by the statements' names. */
function registerColumns(member: PlannedRow['member']): RegisterColumns {
  return {
    email: member.email,
    mobile: member.mobile,
    name: member.name,
    company: member.companyName,
    category_id: member.categoryId,
    zone: member.zone,
    state_id: member.stateId,
    gst: member.gstin,
    pan: member.pan,
    address: member.address,
    city: member.city,
    pin: member.pin,
  };
}

export function newMemberRecord(
  row: PlannedRow,
  ids: { application: number; member: number; history: number },
  memberNumber: string,
): NewMemberRecord {
  const { member, startsAt, endsAt, status } = row;
  return {
    application_id: ids.application,
    app_id: appIdFor(ids.application),
    member_id: ids.member,
    history_id: ids.history,
    member_number: memberNumber,
    ...registerColumns(member),
    status,
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
  };
}

/** What an 'update' row writes: the register's values over the member's. */
export function memberUpdateRecord(row: PlannedRow): MemberUpdateRecord {
  const { member, existing } = row;
  if (!existing) throw new Error('member-import: an update without a member');
  return {
    member_id: existing.id,
    member_number: member.memberNumber ?? existing.memberNumber,
    application_id: existing.applicationId,
    ...registerColumns(member),
    set_dates: datesFromRegister(existing),
    status: row.status,
    period_id: existing.periodId,
    history_id: existing.planHistoryId,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}
