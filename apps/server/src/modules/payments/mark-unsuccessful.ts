// POST unsuccessful: the payment widget's failure, recorded against the plan history it was for.
import type { UnsuccessfulRequest } from '@portico/domain/contracts/payments.contract';
import { NotFoundError, UnauthorizedError } from '../../errors';
import type { Principal } from '../auth';
import { findPlanHistoryById } from '../records';
import { maySee } from './order-details';
import { findOrderByProviderOrderId } from './orders.repository';
import type { OrdersDeps } from './orders-deps';
import { recordPaymentFailure } from './payment-failures.repository';

export async function markUnsuccessful(
  deps: OrdersDeps,
  principal: Principal | null,
  body: UnsuccessfulRequest,
): Promise<void> {
  const { db } = deps;
  if (!principal) throw new UnauthorizedError();
  // Someone else's plan history is "not found", as an unknown one is.
  const history = await findPlanHistoryById(db, body.history_id);
  if (!history || !(await maySee(deps.authorize, principal, history.applicationId))) {
    throw new NotFoundError('Payment not found');
  }
  const providerOrderId = body.error.metadata?.order_id;
  const named = providerOrderId ? await findOrderByProviderOrderId(db, providerOrderId) : undefined;
  // An order of another plan history is left out, as an unknown order id is.
  const order =
    named && (named.planHistoryId === null || named.planHistoryId === history.id)
      ? named
      : undefined;
  await recordPaymentFailure(db, {
    orderId: order?.id ?? null,
    planHistoryId: history.id,
    providerPaymentId: body.error.metadata?.payment_id ?? null,
    code: body.error.code ?? null,
    description: body.error.description ?? null,
    reason: body.error.reason ?? null,
    raw: body.error as Record<string, unknown>,
  });
}
