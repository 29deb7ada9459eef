// The back office's view of auto-renewal (decision 099): one member's mandate with its debits and
// history, and the list of upcoming debits (noticed, being charged, held) or failures.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  MANDATE_METHOD_LABELS,
  type MandateDebitStatus,
  type MandateMethod,
} from '@portico/domain/auto-renewal';
import { formatInrPaise } from '@portico/domain/currency';
import { formatIndiaDate } from '@portico/domain/format';
import type {
  StaffDebitRow,
  StaffMemberAutoRenewal,
} from '@portico/domain/contracts/auto-renewal.contract';
import { mandateDebits, mandates, members } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { findMember } from '../records';
import type { AutoRenewalDeps } from './auto-renewal-deps';
import { debitView, mandateView } from './member-view';
import { findLatestMandate, listDebitsOfMandate, listMandateEvents } from './mandates.repository';

const VIEWS: Record<'upcoming' | 'failures', MandateDebitStatus[]> = {
  upcoming: ['noticed', 'charging', 'held_documents', 'held_reauthorise'],
  failures: ['failed', 'lapsed'],
};

/** Each detail in words: amounts (paise) in rupees, dates in India's, the rest as recorded. */
function detailPart(key: string, value: unknown): string {
  const label = key.replaceAll('_', ' ');
  if ((key === 'amount' || key === 'max_amount') && Number.isSafeInteger(value)) {
    return `${label}: ₹${formatInrPaise(value as number)}`;
  }
  if (key === 'method' && typeof value === 'string' && value in MANDATE_METHOD_LABELS) {
    return `method: ${MANDATE_METHOD_LABELS[value as MandateMethod]}`;
  }
  if (key.endsWith('_at') && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    return `${label}: ${formatIndiaDate(new Date(value))}`;
  }
  return `${label}: ${String(value)}`;
}

function eventDetail(detail: Record<string, unknown> | null): string | null {
  if (!detail) return null;
  const parts = Object.entries(detail).map(([key, value]) => detailPart(key, value));
  return parts.length ? parts.join(', ') : null;
}

export async function staffMemberAutoRenewal(
  deps: AutoRenewalDeps,
  memberId: number,
): Promise<StaffMemberAutoRenewal> {
  if (!(await findMember(deps.db, memberId))) throw new NotFoundError('Member not found');
  const mandate = await findLatestMandate(deps.db, memberId);
  if (!mandate) return { mandate: null, debits: [], events: [] };
  const [debits, events] = await Promise.all([
    listDebitsOfMandate(deps.db, mandate.id),
    listMandateEvents(deps.db, mandate.id),
  ]);
  return {
    mandate: mandateView(mandate),
    debits: debits.map(debitView),
    events: events.map((event) => ({
      at: event.at.toISOString(),
      kind: event.kind,
      detail: eventDetail(event.detail),
    })),
  };
}

export async function staffDebits(
  deps: AutoRenewalDeps,
  view: 'upcoming' | 'failures',
): Promise<StaffDebitRow[]> {
  const rows = await deps.db
    .select({
      debit: mandateDebits,
      method: mandates.method,
      memberName: members.name,
      memberNumber: members.memberNumber,
    })
    .from(mandateDebits)
    .innerJoin(mandates, eq(mandates.id, mandateDebits.mandateId))
    .innerJoin(members, eq(members.id, mandateDebits.memberId))
    .where(and(inArray(mandateDebits.status, VIEWS[view])))
    .orderBy(view === 'upcoming' ? asc(mandateDebits.debitAt) : desc(mandateDebits.updatedAt))
    .limit(500);
  return rows.map((row) => ({
    ...debitView(row.debit),
    member_id: row.debit.memberId,
    member_name: row.memberName,
    member_number: row.memberNumber ?? '',
    method: row.method,
  }));
}
