// Auto-renewal (decision 099), one file per operation: the member's view (member-view.ts), turning it
// on (register-mandate.ts) and the checkout's answer (sync-mandate.ts), pause, resume and cancel
// (change-mandate.ts), the notice's one-tap cancel (cancel-token.ts), the back office's views
// (staff-view.ts) and settings, and the renewal cycle (cycle.ts).
import type { MandateMethod } from '@portico/domain/auto-renewal';
import type { AutoRenewalSettings } from '@portico/domain/contracts/auto-renewal.contract';
import { BadRequestError, NotFoundError } from '../../errors';
import { memberActor, staffActor } from '../audit';
import { teamPersonOf, type Principal, type StaffPrincipal } from '../auth';
import { memberInReach, ownMember, payerMember } from './access';
import { AUTO_RENEWAL_MESSAGES, type AutoRenewalDeps } from './auto-renewal-deps';
import { readAutoRenewalSettings, saveAutoRenewalSettings } from './auto-renewal-settings';
import { isCancelTokenOf } from './cancel-token';
import { cancelMandate, pauseMandate, resumeMandate } from './change-mandate';
import { runCycle } from './cycle';
import {
  findLiveMandate,
  findMandate,
  findMandateByOrder,
  type MandateRow,
} from './mandates.repository';
import { memberAutoRenewal, mandateView } from './member-view';
import { registerMandate } from './register-mandate';
import { staffDebits, staffMemberAutoRenewal } from './staff-view';
import { syncMandate } from './sync-mandate';
import { recordAudit } from '../audit';
import type { MemberRow } from '../records';

export type AutoRenewalService = ReturnType<typeof createAutoRenewalService>;

type CheckoutAnswer = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** The checkout's answer for the member's mandate: its signature checked, then the provider asked. */
async function confirmMandate(deps: AutoRenewalDeps, member: MemberRow, answer: CheckoutAnswer) {
  const mandate = await findMandateByOrder(deps.db, answer.razorpay_order_id);
  if (!mandate || mandate.memberId !== member.id)
    throw new NotFoundError(AUTO_RENEWAL_MESSAGES.noMandate);
  const valid = deps.provider.verifyPaymentSignature({
    providerOrderId: answer.razorpay_order_id,
    providerPaymentId: answer.razorpay_payment_id,
    signature: answer.razorpay_signature,
  });
  if (!valid) throw new BadRequestError(AUTO_RENEWAL_MESSAGES.signatureInvalid);
  return mandateView(await syncMandate(deps, mandate));
}

/** The back office's: settings, a member's mandate and its cancellation, the debits' lists. */
function staffOperations(deps: AutoRenewalDeps, liveOf: (memberId: number) => Promise<MandateRow>) {
  return {
    settings: () => readAutoRenewalSettings(deps.db),

    async saveSettings(principal: StaffPrincipal, settings: AutoRenewalSettings) {
      const before = await readAutoRenewalSettings(deps.db);
      await saveAutoRenewalSettings(deps.db, settings, principal.staffId, deps.now());
      const after = await readAutoRenewalSettings(deps.db);
      await recordAudit(deps.db, {
        actor: staffActor(principal),
        action: 'settings.auto_renewal',
        entity: 'settings',
        entityId: 'auto_renewal',
        before,
        after,
      });
      return after;
    },

    async memberMandate(principal: StaffPrincipal, memberId: number) {
      await memberInReach(deps, principal, memberId);
      return staffMemberAutoRenewal(deps, memberId);
    },

    async cancelForMember(principal: StaffPrincipal, memberId: number, reason: string) {
      await memberInReach(deps, principal, memberId);
      const mandate = await liveOf(memberId);
      await cancelMandate(deps, mandate, { actor: staffActor(principal), by: 'staff', reason });
      return staffMemberAutoRenewal(deps, memberId);
    },

    debits: (view: 'upcoming' | 'failures') => staffDebits(deps, view),
  };
}

export function createAutoRenewalService(deps: AutoRenewalDeps) {
  const liveOf = async (memberId: number) => {
    const mandate = await findLiveMandate(deps.db, memberId);
    if (!mandate) throw new NotFoundError(AUTO_RENEWAL_MESSAGES.noMandate);
    return mandate;
  };
  return {
    view: async (principal: Principal | null) =>
      memberAutoRenewal(deps, await ownMember(deps, principal)),

    register: async (principal: Principal | null, method: MandateMethod) =>
      registerMandate(deps, await ownMember(deps, principal), method, teamPersonOf(principal)),

    /** The checkout's answer: its signature checked, then the provider asked for the token. */
    confirm: async (principal: Principal | null, answer: CheckoutAnswer) =>
      confirmMandate(deps, await ownMember(deps, principal), answer),

    /** The payer of a paid order, for the member it made (decision 115): view, set up, confirm. */
    afterPayment: {
      view: async (principal: Principal | null, order: string) =>
        memberAutoRenewal(deps, await payerMember(deps, principal, order)),
      register: async (principal: Principal | null, order: string, method: MandateMethod) =>
        registerMandate(
          deps,
          await payerMember(deps, principal, order),
          method,
          teamPersonOf(principal),
        ),
      confirm: async (principal: Principal | null, order: string, answer: CheckoutAnswer) =>
        confirmMandate(deps, await payerMember(deps, principal, order), answer),
    },

    async act(principal: Principal | null, change: 'pause' | 'resume' | 'cancel') {
      const member = await ownMember(deps, principal);
      const mandate = await liveOf(member.id);
      const who = { actor: memberActor(member.id, teamPersonOf(principal)), by: 'member' as const };
      if (change === 'pause') {
        return {
          message: AUTO_RENEWAL_MESSAGES.paused,
          data: mandateView(await pauseMandate(deps, mandate, who)),
        };
      }
      if (change === 'resume') {
        return {
          message: AUTO_RENEWAL_MESSAGES.resumed,
          data: mandateView(await resumeMandate(deps, mandate, who)),
        };
      }
      await cancelMandate(deps, mandate, who);
      return { message: AUTO_RENEWAL_MESSAGES.cancelled, data: null };
    },

    /** The notice's one-tap cancel: the link's token is the credential. */
    async cancelByLink(mandateId: number, token: string) {
      const mandate = await findMandate(deps.db, mandateId);
      if (!mandate || !(await isCancelTokenOf(deps.appSecret, token, mandateId, deps.now()))) {
        throw new BadRequestError(AUTO_RENEWAL_MESSAGES.linkInvalid);
      }
      await cancelMandate(deps, mandate, { actor: memberActor(mandate.memberId), by: 'link' });
      return AUTO_RENEWAL_MESSAGES.cancelled;
    },

    ...staffOperations(deps, liveOf),

    runCycle: () => runCycle(deps),
  };
}
