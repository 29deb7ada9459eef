// Who may see an order: the readers of the application it belongs to, or staff for an order of none.
// Someone else's order is answered as an unknown one, so "not yours" never says "it exists".
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import { isStaff, type Principal } from '../auth';
import { findMember } from '../records';
import type { OrdersDeps } from './orders-deps';
import type { OrderRow } from './payment-rows';

/** The application whose readers may see an order (null: nobody but staff). */
export async function ownerOf(
  deps: Pick<OrdersDeps, 'db'>,
  order: OrderRow,
): Promise<number | null> {
  return (
    order.applicationId ??
    (order.memberId === null
      ? null
      : ((await findMember(deps.db, order.memberId))?.applicationId ?? null))
  );
}

/**
 * Whether the principal may see the orders of application `owner` (null: an order of none, which
 * only staff may see). No principal is still a 401: that is not a question of whose it is.
 */
export async function maySee(
  deps: Pick<OrdersDeps, 'authorize'>,
  principal: Principal | null,
  owner: number | null,
): Promise<boolean> {
  if (!principal) throw new UnauthorizedError();
  if (owner === null) return isStaff(principal);
  try {
    await deps.authorize(principal, owner);
    return true;
  } catch (error) {
    if (error instanceof ForbiddenError || error instanceof NotFoundError) return false;
    throw error;
  }
}
