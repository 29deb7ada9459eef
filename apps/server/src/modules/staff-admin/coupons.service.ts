// Coupons as admin and accounts manage them: a percentage or a flat amount (rupees in, paise stored)
// off the joining fee, validity dates (Indian calendar days, both included), a usage limit and an
// optional restriction to some categories. Every change is audited.
import { paiseToRupees, rupeesToPaise } from '@portico/domain/money';
import type { Database } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { StaffPrincipal } from '../auth/principal';
import { auditChange } from '../audit/audit.service';
import {
  codeTaken,
  findCoupons,
  insertCoupon,
  lockCoupon,
  replaceCouponCategories,
  unknownCategoryIds,
  updateCoupon,
  type CouponValues,
  type CouponWithCategories,
} from './coupons.repository';
import { uniqueViolation } from './db-errors';
import { businessDateOf, businessDayEnd, businessDayStart } from './list-query';
import { MAX_RUPEES, isWholePaise } from './money-input';

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

export type CouponView = {
  id: number;
  code: string;
  kind: CouponKind;
  value: number;
  message: string | null;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  used_count: number;
  category_ids: number[];
  active: boolean;
  created_at: string;
};

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

function audited(view: CouponView): Record<string, unknown> {
  const { created_at: _createdAt, used_count: _usedCount, ...rest } = view;
  return rest;
}

const CODE_TAKEN = 'A coupon with this code already exists';

/** The stored value: a whole percent from 1 to 100, or paise. */
function storedValue(kind: CouponKind, value: number): number {
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

function fieldError(field: string, message: string): BadRequestError {
  return new BadRequestError(message, { [field]: message });
}

export function createCouponsService(db: Database) {
  async function checkCategories(tx: Parameters<typeof unknownCategoryIds>[0], ids?: number[]) {
    const unknown = await unknownCategoryIds(tx, ids ?? []);
    if (unknown.length > 0) {
      throw fieldError('category_ids', `Unknown membership category: ${unknown.join(', ')}`);
    }
  }

  async function write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) === undefined) throw error;
      throw new ConflictError(CODE_TAKEN, { code: CODE_TAKEN });
    }
  }

  return {
    async list(): Promise<CouponView[]> {
      return (await findCoupons(db)).map(toCouponView);
    },

    async create(principal: StaffPrincipal, input: CouponInput): Promise<CouponView> {
      const values: CouponValues = {
        code: input.code,
        kind: input.kind,
        value: storedValue(input.kind, input.value),
        message: input.message ?? null,
        validFrom: input.valid_from ? businessDayStart(input.valid_from) : null,
        validUntil: input.valid_until ? businessDayEnd(input.valid_until) : null,
        usageLimit: input.usage_limit ?? null,
        active: input.active ?? true,
      };
      return write(() =>
        db.transaction(async (tx) => {
          if (await codeTaken(tx, input.code)) {
            throw new ConflictError(CODE_TAKEN, { code: CODE_TAKEN });
          }
          await checkCategories(tx, input.category_ids);
          const row = await insertCoupon(tx, values);
          const categoryIds = [...new Set(input.category_ids ?? [])].sort((a, b) => a - b);
          await replaceCouponCategories(tx, row.id, categoryIds);
          const view = toCouponView({ ...row, categoryIds });
          await auditChange(tx, principal, {
            action: 'coupon.create',
            entity: 'coupon',
            entityId: row.id,
            before: null,
            after: audited(view),
          });
          return view;
        }),
      );
    },

    async update(
      principal: StaffPrincipal,
      id: number,
      input: Partial<CouponInput>,
    ): Promise<CouponView> {
      return write(() =>
        db.transaction(async (tx) => {
          const current = await lockCoupon(tx, id);
          if (!current) throw new NotFoundError('Coupon not found');
          const before = toCouponView(current);

          const kind = input.kind ?? current.kind;
          if (
            input.kind !== undefined &&
            input.kind !== current.kind &&
            input.value === undefined
          ) {
            throw fieldError('value', 'value is required when kind changes');
          }
          const validFrom = input.valid_from === undefined ? before.valid_from : input.valid_from;
          const validUntil =
            input.valid_until === undefined ? before.valid_until : input.valid_until;
          if (validFrom && validUntil && validUntil < validFrom) {
            throw fieldError('valid_until', 'valid_until must not be before valid_from');
          }
          if (
            input.usage_limit !== undefined &&
            input.usage_limit !== null &&
            input.usage_limit < current.usedCount
          ) {
            throw fieldError(
              'usage_limit',
              `usage_limit cannot be below the times already used (${current.usedCount})`,
            );
          }
          if (input.code !== undefined && (await codeTaken(tx, input.code, id))) {
            throw new ConflictError(CODE_TAKEN, { code: CODE_TAKEN });
          }
          await checkCategories(tx, input.category_ids);

          const values: Partial<CouponValues> = {};
          if (input.code !== undefined) values.code = input.code;
          if (input.kind !== undefined) values.kind = kind;
          if (input.value !== undefined) values.value = storedValue(kind, input.value);
          if (input.message !== undefined) values.message = input.message;
          if (input.valid_from !== undefined) {
            values.validFrom = input.valid_from ? businessDayStart(input.valid_from) : null;
          }
          if (input.valid_until !== undefined) {
            values.validUntil = input.valid_until ? businessDayEnd(input.valid_until) : null;
          }
          if (input.usage_limit !== undefined) values.usageLimit = input.usage_limit;
          if (input.active !== undefined) values.active = input.active;
          const row = await updateCoupon(tx, id, values);

          let categoryIds = current.categoryIds;
          if (input.category_ids !== undefined) {
            categoryIds = [...new Set(input.category_ids)].sort((a, b) => a - b);
            await replaceCouponCategories(tx, id, categoryIds);
          }
          const view = toCouponView({ ...row, categoryIds });
          await auditChange(tx, principal, {
            action: 'coupon.update',
            entity: 'coupon',
            entityId: id,
            before: audited(before),
            after: audited(view),
          });
          return view;
        }),
      );
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
