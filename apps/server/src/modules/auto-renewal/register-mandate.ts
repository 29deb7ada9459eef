// The member turns auto-renewal on (decision 099): the method must fit the renewal fee (UPI AutoPay and
// cards within the no-authentication limit, an e-mandate for any amount), the mandate's maximum is the
// fee as it is now, and the provider's authorisation order is what the checkout opens with
// `recurring: 1`. Changing the method ends the current mandate at the provider first: a member never
// has two mandates that could both be debited.
import { addYears } from 'date-fns';
import {
  mandateMaximumPaise,
  MANDATE_VALIDITY_YEARS,
  type MandateMethod,
} from '@portico/domain/auto-renewal';
import type { MandateCheckout } from '@portico/domain/contracts/auto-renewal.contract';
import { BadRequestError, ConflictError } from '../../errors';
import { uniqueViolation } from '../../lib/db-errors';
import { recordAudit, memberActor } from '../audit';
import { rethrowAsUnavailable } from '../payments';
import type { MemberRow } from '../records';
import { AUTO_RENEWAL_MESSAGES, type AutoRenewalDeps } from './auto-renewal-deps';
import { cancelMandate } from './change-mandate';
import { memberAutoRenewal } from './member-view';
import { findLiveMandate, insertMandate, recordMandateEvent } from './mandates.repository';

export async function registerMandate(
  deps: AutoRenewalDeps,
  member: MemberRow,
  method: MandateMethod,
  personId: number | null = null,
): Promise<MandateCheckout> {
  const view = await memberAutoRenewal(deps, member);
  if (view.unavailable_reason !== null) throw new ConflictError(view.unavailable_reason);
  if (!view.methods.some((offered) => offered.method === method) || view.renewal_amount === null) {
    throw new BadRequestError(AUTO_RENEWAL_MESSAGES.methodNotOffered, {
      method: AUTO_RENEWAL_MESSAGES.methodNotOffered,
    });
  }
  const live = await findLiveMandate(deps.db, member.id);
  if (live) {
    await cancelMandate(deps, live, {
      actor: memberActor(member.id, personId),
      by: 'member',
      endedBy: 'replaced',
    });
  }
  const at = deps.now();
  const maxAmountPaise = mandateMaximumPaise(view.renewal_amount);
  const expiresAt = addYears(at, MANDATE_VALIDITY_YEARS);
  const registration = await openRegistration(deps, member, method, maxAmountPaise, expiresAt);
  let mandate;
  try {
    mandate = await insertMandate(deps.db, {
      memberId: member.id,
      provider: deps.provider.name,
      method,
      status: 'pending',
      maxAmountPaise,
      providerCustomerId: registration.providerCustomerId,
      registrationOrderId: registration.providerOrderId,
      expiresAt,
      createdAt: at,
      updatedAt: at,
    });
  } catch (error) {
    // Another tab set one up at the same moment.
    if (uniqueViolation(error) !== undefined)
      throw new ConflictError(AUTO_RENEWAL_MESSAGES.alreadyPending);
    throw error;
  }
  await recordMandateEvent(deps.db, mandate.id, 'registered', at, {
    method,
    max_amount: maxAmountPaise,
  });
  await recordAudit(deps.db, {
    actor: memberActor(member.id, personId),
    action: 'auto_renewal.register',
    entity: 'mandate',
    entityId: String(mandate.id),
    before: null,
    after: { method, max_amount: maxAmountPaise },
  });
  return {
    mandate_id: mandate.id,
    provider: deps.provider.name,
    key: deps.provider.publicKey,
    order_id: registration.providerOrderId,
    customer_id: registration.providerCustomerId,
    amount: registration.amountPaise,
    method,
    max_amount: maxAmountPaise,
    name: member.name,
    email: member.email,
    contact: member.mobileNumber,
  };
}

async function openRegistration(
  deps: AutoRenewalDeps,
  member: MemberRow,
  method: MandateMethod,
  maxAmountPaise: number,
  expiresAt: Date,
) {
  try {
    return await deps.provider.mandates.registerMandate({
      customer: { name: member.name, email: member.email, contact: member.mobileNumber },
      method,
      maxAmountPaise,
      expiresAt,
      receipt: `AR-${member.id}-${deps.now().getTime()}`.slice(0, 40),
      notes: { purpose: 'Auto-renewal', member: member.memberNumber ?? String(member.id) },
    });
  } catch (error) {
    deps.logger.error({ err: error, member: member.id }, 'the provider did not register a mandate');
    rethrowAsUnavailable(error, AUTO_RENEWAL_MESSAGES.providerDown);
  }
}
