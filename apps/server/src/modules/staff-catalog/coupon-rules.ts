// What a coupon is to the back office: its view, its stored value, and the errors its writes answer
// with (a field error, or the conflict of a code already taken).
import { paiseToRupees, rupeesToPaise } from '@portico/domain/money';
import type { Executor } from '../../db/client';
import { BadRequestError, ConflictError } from '../../errors';
import { unknownCategoryIds, type CouponWithCategories } from './coupons.repository';
import { uniqueViolation } from '../../lib/db-errors';
import { businessDateOf } from '../../lib/list-query';
import { MAX_RUPEES, isWholePaise } from './money-input';
import type { Coupon as CouponView } from '@portico/domain/contracts/staff-catalog.contract';

export type CouponKind = 'percent' | 'flat';

export type CouponInput = {
  code: string;
  kind: CouponKind;
  /** Percent (1–100, whole) or rupees (flat). */
  value: number;
  message?: string | null | undefined;
  valid_from?: string | null | undefined;
  valid_until?: string | null | undefined;
  usage_limit?: number | null | undefined;
  category_ids?: number[] | undefined;
  active?: boolean | undefined;
};

export type { CouponView };

export function toCouponView(row: CouponWithCategories): CouponView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'flat' ? paiseToRupees(row.value) : row.value,
    message: row.message,
    valid_from: row.validFrom ? businessDateOf(row.validFrom) : null,
    valid_until: row.validUntil ? businessDateOf(row.validUntil) : null,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    category_ids: row.categoryIds,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

export function audited(view: CouponView): Record<string, unknown> {
  const { created_at: _createdAt, used_count: _usedCount, ...rest } = view;
  return rest;
}

export const CODE_TAKEN = 'A coupon with this code already exists';

/** The stored value: a whole percent from 1 to 100, or paise. */
export function storedValue(kind: CouponKind, value: number): number {
  if (kind === 'percent') {
    if (!Number.isInteger(value) || value < 1 || value > 100) {
      throw fieldError('value', 'value must be a whole percent from 1 to 100');
    }
    return value;
  }
  if (!(value > 0) || value > MAX_RUPEES || !isWholePaise(value)) {
    throw fieldError('value', `value must be an amount in rupees from 0.01 to ${MAX_RUPEES}`);
  }
  return rupeesToPaise(value);
}

export function fieldError(field: string, message: string): BadRequestError {
  return new BadRequestError(message, { [field]: message });
}

export async function checkCategories(tx: Executor, ids?: number[]): Promise<void> {
  const unknown = await unknownCategoryIds(tx, ids ?? []);
  if (unknown.length > 0) {
    throw fieldError('category_ids', `Unknown membership category: ${unknown.join(', ')}`);
  }
}

export function codeTakenError(): ConflictError {
  return new ConflictError(CODE_TAKEN, { code: CODE_TAKEN });
}

/** Runs a write; a unique violation (two writes racing for one code) is the code-taken conflict. */
export async function write<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === undefined) throw error;
    throw codeTakenError();
  }
}
