// The provider's mandate events (decision 099), handed over by the payments webhook after its
// signature check and event-id deduplication: a token.* event moves the mandate it names; a payment of
// a mandate's authorisation order makes us ask the provider for the token it created. A token we do
// not know yet (its authorisation payment's event not in) settles the pending mandates instead.
import type { WebhookOutcome } from '@portico/domain/contracts/payments.contract';
import type { PaymentWebhookEvent, TokenWebhookEvent } from '../../adapters/payments/webhook-event';
import { findMandateByOrder, findMandateByToken } from './mandates.repository';
import {
  applyTokenState,
  reconcilePendingMandates,
  syncMandate,
  type SyncDeps,
} from './sync-mandate';

export async function applyMandateEvent(
  deps: SyncDeps,
  event: TokenWebhookEvent | Pick<PaymentWebhookEvent, 'providerOrderId' | 'type'>,
): Promise<WebhookOutcome | null> {
  if (event.type === 'token') {
    const mandate = await findMandateByToken(deps.db, event.token.providerTokenId);
    if (mandate) {
      await applyTokenState(deps, mandate, event.token, event.createdAt);
      return 'recorded';
    }
    const { settled } = await reconcilePendingMandates(deps, { minAgeMinutes: 0 });
    return settled > 0 ? 'recorded' : 'ignored';
  }
  const mandate = await findMandateByOrder(deps.db, event.providerOrderId);
  if (!mandate) return null;
  if (event.type !== 'payment.failed') await syncMandate(deps, mandate);
  return 'recorded';
}
