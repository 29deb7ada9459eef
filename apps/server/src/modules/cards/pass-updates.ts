// The pass job (decision 116): finds the registered cards whose pass would now show something else
// (a renewal's new end, a lapse, a suspension, a revocation), moves each one's update tag and queues
// a push to its devices in one transaction, then sends the pushes waiting (an outbox: never inside a
// payment's transaction). A paid order or a reissued card kicks it; it also runs every 10 minutes,
// which is how a lapse, a date rather than an event, is noticed.
import type { PassPusher } from '../../adapters/wallet-push/pass-pusher';
import { listCardRoster } from '../records';
import type { CardDeps } from './card-deps';
import {
  duePushes,
  forgetPushToken,
  movePassState,
  pushDone,
  pushLater,
  queuePushes,
  registeredCards,
} from './pass-registrations.repository';
import { passStateOf } from './pass-state';

export const WALLET_PASSES_JOB = 'wallet.passes';
export const WALLET_PASSES_EVERY_MS = 10 * 60_000;

/** Attempts before a push is dropped (its device will ask on its own when Wallet opens the pass). */
const MAX_ATTEMPTS = 12;
const BATCH = 200;

export type PassUpdateDeps = Pick<CardDeps, 'db' | 'now' | 'log' | 'wallets'> & {
  pusher: PassPusher | null;
};

async function queueChangedPasses(deps: PassUpdateDeps): Promise<number> {
  const cards = await registeredCards(deps.db);
  const roster = new Map(
    (await listCardRoster(deps.db, [...new Set(cards.map((card) => card.memberId))])).map((row) => [
      row.memberId,
      row,
    ]),
  );
  const at = deps.now();
  let changed = 0;
  for (const card of cards) {
    const state = passStateOf(card, roster.get(card.memberId), at);
    if (state === card.passState) continue;
    const moved = await deps.db.transaction(async (tx) => {
      if (!(await movePassState(tx, card.id, card.passState, state, at))) return false;
      await queuePushes(tx, card.id, at);
      return true;
    });
    if (moved) changed += 1;
  }
  return changed;
}

/** 1, 2, 4 … minutes, at most a day. */
const retryAfterMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 86_400_000);

async function sendDuePushes(deps: PassUpdateDeps, pusher: PassPusher) {
  const outcomes = { sent: 0, unregistered: 0, failed: 0 };
  for (const push of await duePushes(deps.db, deps.now(), BATCH)) {
    const outcome = await pusher.push(push.pushToken);
    outcomes[outcome] += 1;
    if (outcome === 'sent') await pushDone(deps.db, push.pushToken, push.requestedAt);
    else if (outcome === 'unregistered') await forgetPushToken(deps.db, push.pushToken);
    else if (push.attempts + 1 >= MAX_ATTEMPTS) {
      deps.log.warn({ attempts: push.attempts + 1 }, 'pass update push dropped after retries');
      await pushDone(deps.db, push.pushToken, push.requestedAt);
    } else {
      const attempts = push.attempts + 1;
      await pushLater(
        deps.db,
        push,
        attempts,
        new Date(deps.now().getTime() + retryAfterMs(attempts)),
      );
    }
  }
  return outcomes;
}

export type PassUpdateOutcome = {
  /** Cards whose pass changed (their devices' pushes queued). */
  changed: number;
  sent: number;
  unregistered: number;
  failed: number;
};

export async function updatePasses(deps: PassUpdateDeps): Promise<PassUpdateOutcome> {
  // Without pass signing there are no passes to update (decision 102).
  if (!deps.wallets.apple || !deps.pusher)
    return { changed: 0, sent: 0, unregistered: 0, failed: 0 };
  const changed = await queueChangedPasses(deps);
  const outcomes = await sendDuePushes(deps, deps.pusher);
  if (changed > 0 || outcomes.sent + outcomes.failed + outcomes.unregistered > 0) {
    deps.log.info({ changed, ...outcomes }, 'wallet passes updated');
  }
  return { changed, ...outcomes };
}
