// The member's control of their mandate (decision 099): pause and resume (the portal takes nothing
// while paused), and cancel, which ends the token at the provider first, so that a cancelled mandate
// can never be debited, then here, confirmed by email. Staff cancel at the member's request, audited.
import { ConflictError } from '../../errors';
import { recordAudit } from '../audit';
import { findMember } from '../records';
import { AUTO_RENEWAL_MESSAGES, type AutoRenewalDeps } from './auto-renewal-deps';
import { commonValues, sendMandateEmail } from './mandate-messages';
import { moveMandate, recordMandateEvent, type MandateRow } from './mandates.repository';
import { cancelOpenDebits } from './sync-mandate';
import { rethrowAsUnavailable } from '../payments';

/** Who changes it: the member, a staff account (at the member's request), or the one-tap link. */
export type MandateActor = { actor: string; by: 'member' | 'staff' | 'link'; reason?: string };

async function audit(
  deps: AutoRenewalDeps,
  mandate: MandateRow,
  who: MandateActor,
  action: string,
  after: MandateRow,
) {
  await recordAudit(deps.db, {
    actor: who.actor,
    action,
    entity: 'mandate',
    entityId: String(mandate.id),
    before: { status: mandate.status },
    after: { status: after.status, ...(who.reason ? { reason: who.reason } : {}) },
  });
}

/** Pausing and resuming: the status each moves from and to, its event and audit action, its refusal. */
const SWITCHES = {
  pause: {
    from: 'active',
    to: 'paused',
    event: 'paused',
    action: 'auto_renewal.pause',
    refusal: AUTO_RENEWAL_MESSAGES.notActive,
  },
  resume: {
    from: 'paused',
    to: 'active',
    event: 'resumed',
    action: 'auto_renewal.resume',
    refusal: AUTO_RENEWAL_MESSAGES.notPaused,
  },
} as const;

async function switchMandate(
  deps: AutoRenewalDeps,
  mandate: MandateRow,
  who: MandateActor,
  change: (typeof SWITCHES)[keyof typeof SWITCHES],
): Promise<MandateRow> {
  const at = deps.now();
  const moved = await moveMandate(deps.db, mandate.id, [change.from], { status: change.to }, at);
  if (!moved) throw new ConflictError(change.refusal);
  await recordMandateEvent(deps.db, mandate.id, change.event, at, { by: who.by });
  await audit(deps, mandate, who, change.action, moved);
  return moved;
}

export function pauseMandate(deps: AutoRenewalDeps, mandate: MandateRow, who: MandateActor) {
  return switchMandate(deps, mandate, who, SWITCHES.pause);
}

export function resumeMandate(deps: AutoRenewalDeps, mandate: MandateRow, who: MandateActor) {
  return switchMandate(deps, mandate, who, SWITCHES.resume);
}

/** Ends the mandate at the provider, then here; a mandate already ended is left as it is. */
export async function cancelMandate(
  deps: AutoRenewalDeps,
  mandate: MandateRow,
  who: MandateActor & { endedBy?: string },
): Promise<MandateRow> {
  if (mandate.status === 'cancelled' || mandate.status === 'rejected') return mandate;
  if (mandate.providerTokenId) {
    try {
      await deps.provider.mandates.cancelMandate(
        mandate.providerCustomerId,
        mandate.providerTokenId,
      );
    } catch (error) {
      deps.logger.error(
        { err: error, mandate: mandate.id },
        'the provider did not cancel a mandate',
      );
      rethrowAsUnavailable(error, AUTO_RENEWAL_MESSAGES.providerDown);
    }
  }
  const at = deps.now();
  const moved = await moveMandate(
    deps.db,
    mandate.id,
    ['pending', 'active', 'paused'],
    { status: 'cancelled', endedAt: at, endedBy: who.endedBy ?? who.by },
    at,
  );
  // A webhook of the same cancellation may have come first: it is ended either way.
  if (!moved) return mandate;
  await cancelOpenDebits(deps.db, mandate.id, at);
  await recordMandateEvent(deps.db, mandate.id, 'cancelled', at, {
    by: who.by,
    ...(who.reason ? { reason: who.reason } : {}),
  });
  await audit(deps, mandate, who, 'auto_renewal.cancel', moved);
  const member = await findMember(deps.db, mandate.memberId);
  if (member && mandate.status !== 'pending') {
    await sendMandateEmail(deps, member, 'auto_renewal_cancelled', commonValues(member, mandate));
  }
  return moved;
}
