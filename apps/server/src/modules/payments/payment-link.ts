// The emailed payment link: its token stands for the applicant (it reached their mailbox), so it is
// exchanged for an applicant token of the application's contacts, with the checkout. Only while
// there is something to pay: a link of a paid (or cancelled) order answers why and signs nobody in,
// so an old email cannot open the account for ever (the member signs in by code instead).
import type { OrderType } from '@portico/domain/checkout';
import { MESSAGES } from '@portico/domain/messages';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/client';
import { ForbiddenError } from '../../errors';
import { newSessionId, type Principal, type TokenService } from '../auth';
import { findApplication, findPlanHistoryById } from '../records';
import { verifyPaymentToken } from '../../lib/signed-links';
import { checkoutAnswer } from './checkout-answer';
import type { CheckoutService } from './checkout.service';

export type PaymentLinkDeps = {
  db: Database;
  checkout: CheckoutService;
  provider: PaymentProvider;
  tokens: TokenService;
  appSecret: string;
  now: () => Date;
};

export type PaymentLinkRequest = {
  historyId: number;
  type: OrderType;
  token: string;
  coupon?: string | undefined;
};

const LINK_INVALID = 'This payment link is not valid';

export type PaymentLinkService = ReturnType<typeof createPaymentLinkService>;

export function createPaymentLinkService(deps: PaymentLinkDeps) {
  return { open: (request: PaymentLinkRequest) => openPaymentLink(deps, request) };
}

export async function openPaymentLink(deps: PaymentLinkDeps, request: PaymentLinkRequest) {
  const checked = await verifyPaymentToken(deps.appSecret, request.token, deps.now());
  if (!checked.ok) {
    if (checked.reason === 'expired') {
      return {
        success: false as const,
        message: MESSAGES.paymentLinkExpiredHeading,
        payment_link_expired: true,
      };
    }
    throw new ForbiddenError(LINK_INVALID);
  }
  if (checked.claims.planHistoryId !== request.historyId) throw new ForbiddenError(LINK_INVALID);
  const history = await findPlanHistoryById(deps.db, request.historyId);
  const application = history ? await findApplication(deps.db, history.applicationId) : undefined;
  if (!history || !application?.email || !application.mobileNumber) {
    throw new ForbiddenError(LINK_INVALID);
  }
  const principal: Principal = {
    kind: 'applicant',
    emails: [application.email.toLowerCase()],
    mobiles: [application.mobileNumber],
  };
  const resolution = await deps.checkout.resolve(
    principal,
    request.type,
    application.id,
    request.coupon ?? null,
  );
  const answer = checkoutAnswer(resolution, deps.provider);
  if (!resolution.ok) return answer;
  // A session of its own, so logout ends it like any other applicant token.
  return { ...answer, token: await deps.tokens.sign(principal, { sessionId: newSessionId() }) };
}
