// What a confirmed payment does to the membership (member-area spec §4.5, §4.6), inside the paying
// transaction:
// - register: a member with the next member number, plan active, one year from the payment;
// - upgrade: the new category, the same expiry;
// - renew: a new period from the old expiry (+1 minute) to a year after it. A late renewal keeps the
//   gap on record: the period before stays as it was, this one starts at the old expiry though it
//   was paid later, and the audit entry names the days the membership had lapsed;
// - revive_renew: a lapsed membership (beyond the renewal window) restarts from the payment.
import { addYears, differenceInCalendarDays } from 'date-fns';
import { renewalPeriod } from '@portico/domain/renewal';
import type { Executor } from '../../db/client';
import {
  findMemberByEmailOrMobile,
  lockMember,
  markPlanHistoryPaid,
  updateMember,
} from '../records';
import { memberActor, recordAudit } from '../audit';
import {
  findLatestPeriod,
  insertNewMembership,
  insertPeriod,
  settleNewMembership,
} from './membership.repository';
import { nextMemberNumber } from './number-series';
import type { ApplicationRow, MemberRow, OrderRow } from './payment-rows';

export type Activation = { memberId: number; memberNumber?: string; periodEndsAt: Date };

export type ActivationOptions = {
  paidAt: Date;
  memberNumberPrefix: string;
  /** The application that pays (read with the order's lock). */
  application: ApplicationRow | null;
};

export async function activate(
  tx: Executor,
  order: OrderRow,
  options: ActivationOptions,
): Promise<Activation> {
  switch (order.purpose) {
    case 'register':
      return activateRegistration(tx, order, options);
    case 'upgrade':
      return activateUpgrade(tx, order, options.paidAt);
    case 'renew':
      return activateRenewal(tx, order, options.paidAt);
    case 'revive_renew':
      return activateRevival(tx, order, options.paidAt);
  }
}

async function requireMember(tx: Executor, order: OrderRow): Promise<MemberRow> {
  const member = order.memberId === null ? undefined : await lockMember(tx, order.memberId);
  if (!member) throw new Error(`order ${order.uniqueOrderId} has no member to activate`);
  return member;
}

async function markHistoryPaid(tx: Executor, order: OrderRow, expiry: Date): Promise<void> {
  if (order.planHistoryId === null) return;
  await markPlanHistoryPaid(tx, order.planHistoryId, expiry);
}

async function activateRegistration(
  tx: Executor,
  order: OrderRow,
  options: ActivationOptions,
): Promise<Activation> {
  const { application } = options;
  if (!application?.email || !application.mobileNumber) {
    throw new Error(`order ${order.uniqueOrderId} has no application with contacts`);
  }
  const endsAt = addYears(options.paidAt, 1);
  const details = {
    name: application.name ?? '',
    companyName: application.companyName ?? '',
    categoryId: order.categoryId,
  };
  // Usually a new member: one statement draws the number, inserts and settles the membership.
  const created = await insertNewMembership(tx, {
    prefix: options.memberNumberPrefix,
    email: application.email.toLowerCase(),
    mobile: application.mobileNumber,
    name: details.name,
    company: details.companyName,
    categoryId: order.categoryId,
    applicationId: application.id,
    zone: application.zone,
    historyId: order.planHistoryId,
    startsAt: options.paidAt,
    endsAt,
    orderId: order.id,
  });
  if (created) return { ...created, periodEndsAt: endsAt };

  // Someone who was a member before (same email or mobile) keeps their record and number.
  const earlier = await findMemberByEmailOrMobile(tx, application.email, application.mobileNumber);
  if (!earlier) throw new Error(`order ${order.uniqueOrderId}: member insert refused`);
  const memberNumber =
    earlier.memberNumber ?? (await nextMemberNumber(tx, options.memberNumberPrefix));
  await updateMember(tx, earlier.id, {
    ...details,
    memberNumber,
    status: 'active',
    applicationId: application.id,
    zone: application.zone,
  });
  await settleNewMembership(tx, {
    memberId: earlier.id,
    applicationId: application.id,
    categoryId: order.categoryId,
    historyId: order.planHistoryId,
    startsAt: options.paidAt,
    endsAt,
    orderId: order.id,
  });
  return { memberId: earlier.id, memberNumber, periodEndsAt: endsAt };
}

async function activateUpgrade(tx: Executor, order: OrderRow, paidAt: Date): Promise<Activation> {
  const member = await requireMember(tx, order);
  const latest = await findLatestPeriod(tx, member.id);
  const expiry = latest?.endsAt ?? addYears(paidAt, 1);
  await updateMember(tx, member.id, {
    categoryId: order.categoryId,
    ...(order.applicationId === null ? {} : { applicationId: order.applicationId }),
  });
  await recordAudit(tx, {
    actor: memberActor(member.id, order.placedByPersonId),
    action: 'membership.upgraded',
    entity: 'member',
    entityId: String(member.id),
    before: { category_id: member.categoryId },
    after: { category_id: order.categoryId, order: order.uniqueOrderId },
  });
  // The rest of the current period, in the new category; the expiry does not move.
  if (expiry > paidAt) {
    await insertPeriod(tx, {
      memberId: member.id,
      categoryId: order.categoryId,
      planHistoryId: order.planHistoryId,
      startsAt: paidAt,
      endsAt: expiry,
      orderId: order.id,
    });
  }
  await markHistoryPaid(tx, order, expiry);
  return { memberId: member.id, periodEndsAt: expiry };
}

async function activateRenewal(tx: Executor, order: OrderRow, paidAt: Date): Promise<Activation> {
  const member = await requireMember(tx, order);
  const latest = await findLatestPeriod(tx, member.id);
  if (!latest || !order.periodStartsAt || !order.periodEndsAt) {
    throw new Error(`renewal ${order.uniqueOrderId} has no period to continue`);
  }
  await insertPeriod(tx, {
    memberId: member.id,
    categoryId: member.categoryId,
    planHistoryId: order.planHistoryId,
    startsAt: order.periodStartsAt,
    endsAt: order.periodEndsAt,
    orderId: order.id,
  });
  await updateMember(tx, member.id, { status: 'active' });
  const lapsedDays = Math.max(0, differenceInCalendarDays(paidAt, latest.endsAt));
  await recordAudit(tx, {
    actor: memberActor(member.id, order.placedByPersonId),
    action: 'membership.renewed',
    entity: 'member',
    entityId: String(member.id),
    before: { expiry: latest.endsAt.toISOString() },
    after: {
      expiry: order.periodEndsAt.toISOString(),
      paid_at: paidAt.toISOString(),
      lapsed_days: lapsedDays,
      order: order.uniqueOrderId,
    },
  });
  return { memberId: member.id, periodEndsAt: order.periodEndsAt };
}

async function activateRevival(tx: Executor, order: OrderRow, paidAt: Date): Promise<Activation> {
  const member = await requireMember(tx, order);
  const endsAt = addYears(paidAt, 1);
  await insertPeriod(tx, {
    memberId: member.id,
    categoryId: member.categoryId,
    planHistoryId: order.planHistoryId,
    startsAt: paidAt,
    endsAt,
    orderId: order.id,
  });
  await updateMember(tx, member.id, { status: 'active' });
  await markHistoryPaid(tx, order, endsAt);
  return { memberId: member.id, periodEndsAt: endsAt };
}

/**
 * Was this order's membership paid meanwhile by another order? `historyPaid` is what the order's lock
 * read of its plan history; a renewal is paid when the membership's period has moved on.
 */
export async function paidByAnotherOrder(
  tx: Executor,
  order: OrderRow,
  historyPaid: boolean,
): Promise<boolean> {
  if (order.purpose !== 'renew') return historyPaid;
  const member = await requireMember(tx, order);
  const latest = await findLatestPeriod(tx, member.id);
  if (!latest || !order.periodStartsAt) return true;
  return renewalPeriod(latest.endsAt).start.getTime() !== order.periodStartsAt.getTime();
}
