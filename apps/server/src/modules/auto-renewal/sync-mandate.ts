// A mandate brought to the provider's state (decision 099): from a token.* webhook, the checkout's
// answer, or the reconciliation that asks the provider. Moves go only forward (pending → active or
// rejected; active ⇄ paused at the bank; any live state → cancelled, which is final), each by a
// conditional update, and an event older than the state last applied changes nothing: webhooks may
// arrive twice, late or in any order.
import { subDays, subMinutes } from 'date-fns';
import type { MandateStatus } from '@portico/domain/auto-renewal';
import type { ProviderToken, ProviderTokenStatus } from '../../adapters/payments/mandate-provider';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/client';
import { mandateDebits } from '../../db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import {
  findMandate,
  findPendingMandates,
  moveMandate,
  recordMandateEvent,
  setMandateToken,
  type MandateRow,
} from './mandates.repository';

export type SyncDeps = { db: Database; provider: PaymentProvider; now: () => Date };

const MOVES: Record<
  Exclude<ProviderTokenStatus, 'initiated'>,
  { to: MandateStatus; from: readonly MandateStatus[] }
> = {
  confirmed: { to: 'active', from: ['pending'] },
  rejected: { to: 'rejected', from: ['pending'] },
  paused: { to: 'paused', from: ['active'] },
  cancelled: { to: 'cancelled', from: ['pending', 'active', 'paused'] },
};

/** Debits not yet asked of the provider end with the mandate. */
export async function cancelOpenDebits(db: Database, mandateId: number, at: Date) {
  await db
    .update(mandateDebits)
    .set({ status: 'cancelled', updatedAt: at })
    .where(
      and(
        eq(mandateDebits.mandateId, mandateId),
        inArray(mandateDebits.status, ['noticed', 'failed', 'held_documents', 'held_reauthorise']),
      ),
    );
}

/** Applies the token's state as of `stateAt`; the mandate as it is afterwards. */
export async function applyTokenState(
  deps: SyncDeps,
  mandate: MandateRow,
  token: ProviderToken,
  stateAt: Date,
): Promise<MandateRow> {
  if (!mandate.providerTokenId) await setMandateToken(deps.db, mandate.id, token.providerTokenId);
  if (token.status === 'initiated') return (await findMandate(deps.db, mandate.id)) ?? mandate;
  if (mandate.providerStateAt && stateAt < mandate.providerStateAt) return mandate;
  const move = MOVES[token.status];
  const at = deps.now();
  const ending = move.to === 'cancelled' || move.to === 'rejected';
  const moved = await moveMandate(
    deps.db,
    mandate.id,
    move.from,
    {
      status: move.to,
      providerStateAt: stateAt,
      ...(ending ? { endedAt: at, endedBy: 'provider' } : {}),
    },
    at,
  );
  if (!moved) return (await findMandate(deps.db, mandate.id)) ?? mandate;
  await recordMandateEvent(deps.db, mandate.id, `provider_${token.status}`, at, {
    token: token.providerTokenId,
  });
  if (move.to === 'cancelled') await cancelOpenDebits(deps.db, mandate.id, at);
  return moved;
}

/** Asks the provider for the mandate's token and applies it (the checkout's answer, or a missed webhook). */
export async function syncMandate(deps: SyncDeps, mandate: MandateRow): Promise<MandateRow> {
  const token = await deps.provider.mandates.findToken(
    mandate.providerCustomerId,
    mandate.registrationOrderId,
  );
  if (!token) return mandate;
  return applyTokenState(deps, mandate, token, deps.now());
}

/** Pending mandates whose authentication may have finished unheard of (the job, a stray webhook). */
export async function reconcilePendingMandates(
  deps: SyncDeps & { logger?: { error(obj: unknown, msg: string): void } },
  options: { minAgeMinutes?: number } = {},
): Promise<{ checked: number; settled: number }> {
  const at = deps.now();
  const pending = await findPendingMandates(
    deps.db,
    subMinutes(at, options.minAgeMinutes ?? 2),
    100,
  );
  let settled = 0;
  for (const mandate of pending) {
    try {
      const after = await syncMandate(deps, mandate);
      if (after.status !== 'pending') settled += 1;
      // Never authenticated within two days: the member walked away from the checkout.
      else if (mandate.createdAt < subDays(at, 2)) {
        await moveMandate(
          deps.db,
          mandate.id,
          ['pending'],
          { status: 'rejected', endedAt: at, endedBy: 'abandoned' },
          at,
        );
      }
    } catch (error) {
      deps.logger?.error({ err: error, mandate: mandate.id }, 'mandate reconciliation failed');
    }
  }
  return { checked: pending.length, settled };
}
