// Orders and their payment (member-area spec §4.6, §7; decision 013). The amount of an order is the
// checkout's, computed here; the browser only says what it pays for. A payment changes anything only
// once its signature (browser callback) or the webhook's signature has been checked and the amount
// the provider took equals the order's. Confirmation is idempotent: the order row is locked, and a
// payment id seen before returns the earlier outcome, so a repeated callback, a webhook after it, or
// both at once give one payment, one activation, one invoice number.
import { subDays, subMinutes } from 'date-fns';
import {
  orderNote,
  type OrderDetails,
  type OrderType,
  type PaymentOrder,
  type PaymentSuccessRequest,
  type UnsuccessfulRequest,
} from '@portico/domain/checkout';
import {
  financialYearOf,
  INVOICE_SEQUENCE_DIGITS,
  invoiceNumberHead,
} from '@portico/domain/invoice';
import { MESSAGES } from '@portico/domain/messages';
import { paiseToRupees, splitGst } from '@portico/domain/money';
import { parseRecordId } from '@portico/domain/record-id';
import type { FastifyBaseLogger } from 'fastify';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
} from '../../adapters/payments/payment-provider';
import type { AssociationConfig } from '../../config';
import type { Database } from '../../db/client';
import type { RefundReason } from '../../db/schema';
import {
  BadRequestError,
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../errors';
import { isStaff, type Principal } from '../auth/principal';
import { findApplication, findMember } from '../applications/applications.repository';
import { recordAudit } from '../audit/audit.repository';
import { activate, paidByAnotherOrder } from './activation';
import { type CheckoutService, type Payable, type PaymentsCatalog } from './checkout.service';
import { placeOfSupply } from './place-of-supply';
import { holdCouponUse, redeemCouponUse, releaseCouponHolds } from './coupon-holds';
import { cancelledMeanwhile, recordRefundDue, REFUND_MESSAGES } from './refund-due';
import { findMemberOfApplication, lockMember } from './membership.repository';
import {
  findLatestPaidOrder,
  findOrderByNumber,
  findOrderByProviderOrderId,
  findOrdersLeftOpen,
  findReusableOrder,
  insertOrder,
} from './orders.repository';
import {
  findPaymentContext,
  findPaymentStatus,
  recordPaymentFailure,
  type PaymentContext,
} from './payment-records.repository';
import type { ApplicationRow, OrderRow, PaymentRow } from './payment-rows';
import { findHistory, findOpenRevival, insertHistory } from './plan-history.repository';
import { lockOrderForConfirmation, settlePaidOrder } from './settlement.repository';

export const PAYMENT_MESSAGES = {
  signatureInvalid: 'The payment could not be verified.',
  amountMismatch: 'The amount paid does not match the order.',
  notCaptured: 'The payment has not been completed yet.',
  unknownOrder: 'Order not found',
  providerDown: 'Something went wrong',
} as const;

/** 502: the card provider failed us; the message is the spec's generic one. */
export class PaymentProviderUnavailableError extends DomainError {
  readonly statusCode = 502;
}

/** A second click within this time reuses the open order instead of making another one. */
const ORDER_REUSE_MINUTES = 30;

export type ConfirmOutcome = {
  outcome: 'paid' | 'already_paid' | 'refund_due';
  order: OrderRow;
  /** Known when this call activated the membership. */
  memberNumber?: string;
  /** Why a refund_due payment is refunded. */
  refundReason?: RefundReason;
};

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(deps: {
  db: Database;
  provider: PaymentProvider;
  checkout: CheckoutService;
  association: AssociationConfig;
  catalog: PaymentsCatalog;
  now: () => Date;
  logger: FastifyBaseLogger;
  /** The application if the principal may see it (401/403/404 otherwise). */
  authorize: (principal: Principal | null, applicationId: number) => Promise<unknown>;
  /** Called after a payment is committed: e.g. wake the receipt mailer. */
  onPaid?: (order: OrderRow) => void;
}) {
  const { db, provider, checkout, association, catalog, now, logger } = deps;

  // ── create_order ──────────────────────────────────────────────────────────────────────────────

  /** A revival is recorded as its own plan-history row, made once (under the member's lock). */
  async function revivalHistory(payable: Payable): Promise<number> {
    if (payable.history) return payable.history.id;
    const member = payable.member;
    if (!member) throw new Error('a revival needs a member');
    return db.transaction(async (tx) => {
      await lockMember(tx, member.id);
      const open = await findOpenRevival(tx, payable.application.id);
      if (open) return open.id;
      const history = await insertHistory(tx, {
        applicationId: payable.application.id,
        categoryId: member.categoryId,
        historyType: 'revive_renew',
        appFilled: true,
        reviewStage: 'approved',
        companyName: member.companyName,
      });
      return history.id;
    });
  }

  function toPaymentOrder(order: OrderRow, payable: Payable, historyId: number): PaymentOrder {
    const contact = payable.member ?? {
      name: payable.application.name ?? '',
      email: payable.application.email ?? '',
      mobileNumber: payable.application.mobileNumber ?? '',
    };
    return {
      total_amount: paiseToRupees(order.totalPaise),
      unique_order_id: order.uniqueOrderId,
      name: contact.name,
      email: contact.email,
      mobile_number: contact.mobileNumber,
      provider: provider.name,
      key: provider.publicKey,
      order_id: order.providerOrderId ?? '',
      amount: order.totalPaise,
      currency: 'INR',
      description: orderNote(payable.type),
      history_id: historyId,
      history_type:
        payable.type === 'renew'
          ? 'renew'
          : payable.type === 'revive_renew'
            ? 'revive_renew'
            : payable.type === 'upgrade'
              ? 'upgrade'
              : 'new',
    };
  }

  async function createOrder(
    principal: Principal | null,
    input: { user_id: number; type: OrderType; coupon: string | null },
  ): Promise<PaymentOrder> {
    const payable = await checkout.resolve(principal, input.type, input.user_id, input.coupon);
    if (!payable.ok) throw new ConflictError(payable.message);
    if (input.coupon !== null && !payable.couponVerdict.status) {
      throw new BadRequestError(payable.couponVerdict.msg, { coupon: payable.couponVerdict.msg });
    }
    const historyId =
      payable.type === 'revive_renew' ? await revivalHistory(payable) : (payable.history?.id ?? 0);
    const fees = payable.fees;
    const memberId = payable.member?.id ?? null;
    const planHistoryId = historyId === 0 ? null : historyId;

    const period = payable.type === 'renew' ? payable.period : null;
    const found = await findReusableOrder(db, {
      purpose: payable.type,
      planHistoryId,
      memberId,
      totalPaise: fees.total,
      couponId: payable.coupon?.id ?? null,
      provider: provider.name,
      periodStartsAt: period?.start ?? null,
      since: subMinutes(now(), ORDER_REUSE_MINUTES),
    });
    if ('reusable' in found) return toPaymentOrder(found.reusable, payable, historyId);

    // The provider's order first, under our order number: our row is then written once, whole.
    const uniqueOrderId = found.nextNumber;
    // The coupon's use is held before the provider's order is opened: of orders racing for its
    // last use, one gets it and the others are told as if it had run out (decision 022).
    if (payable.coupon) {
      if (!payable.history) throw new Error('a coupon applies to a plan history');
      const held = await holdCouponUse(
        db,
        {
          couponId: payable.coupon.id,
          orderNumber: uniqueOrderId,
          planHistoryId: payable.history.id,
        },
        now(),
      );
      if (!held) {
        const message = payable.coupon.message || MESSAGES.couponExpired;
        throw new BadRequestError(message, { coupon: message });
      }
    }
    const row = {
      uniqueOrderId,
      applicationId: payable.application.id,
      memberId,
      planHistoryId,
      categoryId: payable.category.id,
      purpose: payable.type,
      joiningFeePaise: fees.joiningFee,
      discountPaise: fees.discount,
      annualFeePaise: fees.annualFee,
      taxablePaise: fees.taxable,
      gstPaise: fees.gst,
      // The split is settled when paid (place of supply); until then all of it is shown as IGST.
      igstPaise: fees.gst,
      totalPaise: fees.total,
      couponId: payable.coupon?.id ?? null,
      provider: provider.name,
      periodStartsAt: period?.start ?? null,
      periodEndsAt: period?.end ?? null,
    };
    let providerOrderId: string;
    try {
      providerOrderId = (
        await provider.createOrder({
          amountPaise: fees.total,
          receipt: uniqueOrderId,
          notes: {
            purpose: orderNote(payable.type),
            order: uniqueOrderId,
            application: payable.application.appId,
          },
        })
      ).providerOrderId;
    } catch (error) {
      // Kept as failed: the attempt is on record, and its number is not reused. Its coupon is free.
      await insertOrder(db, { ...row, providerOrderId: null, status: 'failed' });
      await releaseCouponHolds(db, [uniqueOrderId]);
      logger.error({ err: error, order: uniqueOrderId }, 'the provider did not open an order');
      if (error instanceof PaymentProviderError) {
        throw new PaymentProviderUnavailableError(PAYMENT_MESSAGES.providerDown);
      }
      throw error;
    }
    const order = await insertOrder(db, { ...row, providerOrderId, status: 'created' });
    return toPaymentOrder(order, payable, historyId);
  }

  // ── Confirmation ──────────────────────────────────────────────────────────────────────────────

  /**
   * Who the invoice of a paid order is made out to and where the supply is, as they are now (stored
   * on the order: a later update of the member's details never changes an issued invoice), and the
   * tax lines that follow: CGST + SGST inside the association's state, else IGST.
   */
  async function billedParty(order: OrderRow, billing: ApplicationRow | null) {
    const state = billing?.stateId ? await catalog.findState(billing.stateId) : undefined;
    const place = placeOfSupply(
      { gstNumber: billing?.gstNumber || null, stateName: state?.name ?? null },
      association,
    );
    return {
      billedName: billing?.name ?? '',
      billedCompany: billing?.companyName ?? '',
      billedGstin: billing?.gstNumber || null,
      billedAddress: billing?.registeredAddress || null,
      placeOfSupplyState: place.stateName,
      placeOfSupplyCode: place.stateCode,
      split: splitGst(order.gstPaise, place.intraState),
    };
  }

  /** The outcome of a payment recorded before (a replay, the webhook after the callback). */
  function seenBefore(
    order: OrderRow,
    seen: { status: PaymentRow['status']; refundReason: RefundReason | null },
  ): ConfirmOutcome {
    if (seen.status === 'captured') return { outcome: 'already_paid', order };
    return { outcome: 'refund_due', order, refundReason: seen.refundReason ?? 'already_paid' };
  }

  /**
   * Confirms `payment` for the order of `context` once its authenticity has been established by the
   * caller. The amount must be the order's; a payment id seen before returns the earlier outcome.
   */
  async function confirm(
    context: PaymentContext,
    payment: ProviderPayment,
  ): Promise<ConfirmOutcome> {
    const { order, application } = context;
    if (payment.providerOrderId !== order.providerOrderId) {
      throw new BadRequestError(PAYMENT_MESSAGES.signatureInvalid);
    }
    if (payment.amountPaise !== order.totalPaise) {
      logger.error(
        { order: order.uniqueOrderId, paid: payment.amountPaise, expected: order.totalPaise },
        'payment amount differs from the order',
      );
      throw new BadRequestError(PAYMENT_MESSAGES.amountMismatch);
    }
    if (payment.status !== 'captured') throw new ConflictError(PAYMENT_MESSAGES.notCaptured);
    // A report heard before (the webhook after the callback, a replay) needs no transaction.
    if (context.seen) {
      return seenBefore(order, { status: context.seen, refundReason: context.seenRefundReason });
    }
    // Settled before the transaction: the paying application does not change while it pays, and
    // the catalog must not load through the database while a PGlite transaction holds its session.
    const { split, ...billed } = await billedParty(order, context.billing ?? application);

    const result = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
      const locked = await lockOrderForConfirmation(tx, order);
      if (!locked) throw new Error(`order ${order.id} vanished`);
      const current = locked.order;
      // An order still open has no payment recorded; one that moved on may have this very payment
      // (recorded by whoever held the lock before us, seen only by a statement after the lock).
      if (current.status !== 'created') {
        const seen = await findPaymentStatus(tx, payment.providerPaymentId);
        if (seen) return seenBefore(current, seen);
      }
      const paidAt = now();
      const refund = async (reason: RefundReason): Promise<ConfirmOutcome> => {
        logger.warn({ order: current.uniqueOrderId, reason }, 'payment recorded for refund');
        const refunded = await recordRefundDue(tx, current, payment, reason);
        return { outcome: 'refund_due', order: refunded, refundReason: reason };
      };
      if (
        current.status === 'paid' ||
        (await paidByAnotherOrder(tx, current, locked.historyPaid))
      ) {
        return refund('already_paid');
      }
      if (cancelledMeanwhile(current, locked.historyCancelled)) return refund('cancelled');
      // The coupon's use, held since the order was made; counted never beyond its limit.
      if (
        current.couponId !== null &&
        !(await redeemCouponUse(
          tx,
          {
            couponId: current.couponId,
            orderNumber: current.uniqueOrderId,
            planHistoryId: current.planHistoryId,
          },
          paidAt,
        ))
      ) {
        return refund('coupon_used_up');
      }
      const activation = await activate(tx, current, {
        paidAt,
        memberNumberPrefix: association.memberNumberPrefix,
        application,
      });
      // Last, so the invoice series' row is held for as short a time as possible.
      const financialYear = financialYearOf(paidAt);
      const settled = {
        paidAt,
        memberId: activation.memberId,
        ...billed,
        cgstPaise: split.cgst,
        sgstPaise: split.sgst,
        igstPaise: split.igst,
      };
      const named = await settlePaidOrder(tx, current.id, {
        ...settled,
        financialYear,
        invoiceHead: invoiceNumberHead(association.invoicePrefix, financialYear),
        digits: INVOICE_SEQUENCE_DIGITS,
        payment,
      });
      await recordAudit(tx, {
        actor: 'system',
        action: 'payment.confirmed',
        entity: 'order',
        entityId: current.uniqueOrderId,
        after: {
          payment: payment.providerPaymentId,
          amount_paise: payment.amountPaise,
          member_id: activation.memberId,
          expiry: activation.periodEndsAt.toISOString(),
          invoice: named.invoiceNumber,
        },
      });
      const paid = { ...settled, ...named };
      return {
        outcome: 'paid',
        order: { ...current, ...paid, status: 'paid' },
        ...(activation.memberNumber ? { memberNumber: activation.memberNumber } : {}),
      };
    });
    if (result.outcome === 'paid') deps.onPaid?.(result.order);
    return result;
  }

  /** The confirmation's starting point for a payment of a provider order; 404 when unknown. */
  async function contextOf(providerOrderId: string, providerPaymentId: string) {
    const context = await findPaymentContext(db, providerOrderId, providerPaymentId);
    if (!context) throw new NotFoundError(PAYMENT_MESSAGES.unknownOrder);
    return context;
  }

  async function orderOfProvider(providerOrderId: string): Promise<OrderRow> {
    const order = await findOrderByProviderOrderId(db, providerOrderId);
    if (!order) throw new NotFoundError(PAYMENT_MESSAGES.unknownOrder);
    return order;
  }

  /** The provider's own account of a payment of this order (the browser says only ids). */
  async function providerPayment(order: OrderRow, providerPaymentId: string) {
    const payments = await provider.fetchOrderPayments(order.providerOrderId ?? '');
    const found = payments.find((payment) => payment.providerPaymentId === providerPaymentId);
    if (!found) throw new BadRequestError(PAYMENT_MESSAGES.signatureInvalid);
    return found;
  }

  /**
   * POST PaymentSuccess: the widget's answer, checked by signature, then by the provider's record.
   * `principal` (null without a live token) must be someone who may see the order when there is one.
   */
  async function confirmCallback(
    body: PaymentSuccessRequest,
    principal: Principal | null = null,
  ): Promise<OrderDetails> {
    // The signature covers OUR order id: an order id swapped for another order's fails here.
    const context = await findPaymentContext(db, body.razorpay_order_id, body.razorpay_payment_id);
    const order = context?.order;
    if (
      !context ||
      !order ||
      !provider.verifyPaymentSignature({
        providerOrderId: order.providerOrderId ?? '',
        providerPaymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      })
    ) {
      throw new BadRequestError(PAYMENT_MESSAGES.signatureInvalid);
    }
    // Someone else's order answers as an unknown one does: "not yours" must not say "it exists".
    if (principal && !(await maySee(principal, await ownerOf(order)))) {
      throw new BadRequestError(PAYMENT_MESSAGES.signatureInvalid);
    }
    let payment: ProviderPayment;
    try {
      payment = await providerPayment(order, body.razorpay_payment_id);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        // The webhook or the reconciliation job will confirm it; the payment is not lost.
        logger.error({ err: error, order: order.uniqueOrderId }, 'payment lookup failed');
        throw new PaymentProviderUnavailableError(PAYMENT_MESSAGES.providerDown);
      }
      throw error;
    }
    const { outcome, order: settled, memberNumber, refundReason } = await confirm(context, payment);
    if (outcome === 'refund_due') {
      throw new ConflictError(REFUND_MESSAGES[refundReason ?? 'already_paid']);
    }
    return orderDetailsOf(settled, memberNumber);
  }

  /** POST unsuccessful: the widget's failure, recorded against the plan history it was for. */
  async function recordFailure(principal: Principal | null, body: UnsuccessfulRequest) {
    if (!principal) throw new UnauthorizedError();
    // Someone else's plan history is "not found", as an unknown one is.
    const history = await findHistory(db, body.history_id);
    if (!history || !(await maySee(principal, history.applicationId))) {
      throw new NotFoundError('Payment not found');
    }
    const providerOrderId = body.error.metadata?.order_id;
    const named = providerOrderId
      ? await findOrderByProviderOrderId(db, providerOrderId)
      : undefined;
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

  // ── Webhook and reconciliation ────────────────────────────────────────────────────────────────

  /**
   * payment.captured / order.paid: confirm (idempotent; 'refund_due' when it cannot be honoured);
   * payment.failed: record it.
   */
  async function applyWebhookPayment(event: {
    type: 'payment.captured' | 'payment.failed' | 'order.paid';
    providerOrderId: string;
    providerPaymentId: string;
    amountPaise: number;
    currency: string;
    paymentStatus: ProviderPayment['status'];
    failure: { code: string | null; description: string | null; reason: string | null } | null;
    raw: Record<string, unknown>;
  }): Promise<'confirmed' | 'refund_due' | 'recorded' | 'ignored'> {
    const context = await findPaymentContext(db, event.providerOrderId, event.providerPaymentId);
    if (!context) {
      logger.warn({ providerOrder: event.providerOrderId }, 'webhook for an unknown order');
      return 'ignored';
    }
    const { order } = context;
    if (event.type === 'payment.failed') {
      await recordPaymentFailure(db, {
        orderId: order.id,
        planHistoryId: order.planHistoryId,
        providerPaymentId: event.providerPaymentId,
        code: event.failure?.code ?? null,
        description: event.failure?.description ?? null,
        reason: event.failure?.reason ?? null,
        raw: event.raw,
      });
      return 'recorded';
    }
    if (event.currency !== 'INR') throw new BadRequestError(PAYMENT_MESSAGES.amountMismatch);
    const { outcome } = await confirm(context, {
      providerOrderId: event.providerOrderId,
      providerPaymentId: event.providerPaymentId,
      amountPaise: event.amountPaise,
      status: event.type === 'order.paid' ? 'captured' : event.paymentStatus,
      raw: event.raw,
    });
    return outcome === 'refund_due' ? 'refund_due' : 'confirmed';
  }

  /**
   * Orders left open (made more than `minAgeMinutes` ago, within `maxAgeDays`): asks the provider
   * whether one of their payments went through, and confirms those it did.
   */
  async function reconcile(
    options: { minAgeMinutes?: number; maxAgeDays?: number; limit?: number } = {},
  ) {
    const at = now();
    const open = await findOrdersLeftOpen(db, {
      createdBefore: subMinutes(at, options.minAgeMinutes ?? 2),
      createdAfter: subDays(at, options.maxAgeDays ?? 3),
      limit: options.limit ?? 100,
    });
    let confirmed = 0;
    for (const order of open) {
      try {
        const payments = await provider.fetchOrderPayments(order.providerOrderId ?? '');
        const captured = payments.find(
          (payment) => payment.status === 'captured' && payment.amountPaise === order.totalPaise,
        );
        if (!captured) continue;
        const { outcome } = await confirm(
          await contextOf(captured.providerOrderId, captured.providerPaymentId),
          captured,
        );
        if (outcome === 'paid') confirmed += 1;
      } catch (error) {
        logger.error(
          { err: error, order: order.uniqueOrderId },
          'reconciliation of an order failed',
        );
      }
    }
    return { checked: open.length, confirmed };
  }

  // ── Reads ─────────────────────────────────────────────────────────────────────────────────────

  async function orderDetailsOf(order: OrderRow, memberNumber?: string): Promise<OrderDetails> {
    const member =
      memberNumber !== undefined || order.memberId === null
        ? undefined
        : await findMember(db, order.memberId);
    const category = (await catalog.findCategory(order.categoryId))?.name ?? '';
    return {
      unique_order_id: order.uniqueOrderId,
      Unique_id: memberNumber ?? member?.memberNumber ?? '',
      Plan_Name: category,
      type: order.purpose,
      user_id: order.applicationId ?? member?.applicationId ?? 0,
      total: paiseToRupees(order.totalPaise),
      paid_at: order.paidAt?.toISOString() ?? '',
      invoice_number: order.invoiceNumber ?? '',
    };
  }

  /** The application whose readers may see an order (null: nobody but staff). */
  async function ownerOf(order: OrderRow): Promise<number | null> {
    return (
      order.applicationId ??
      (order.memberId === null
        ? null
        : ((await findMember(db, order.memberId))?.applicationId ?? null))
    );
  }

  /**
   * Whether the principal may see the orders of application `owner` (null: an order of none, which
   * only staff may see). No principal is still a 401: that is not a question of whose it is.
   */
  async function maySee(principal: Principal | null, owner: number | null): Promise<boolean> {
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

  /**
   * A paid order the principal may see: `ref` is an order number ('PO-…') or a user id (then the
   * newest paid order of that application or its member).
   */
  async function findPaidOrder(principal: Principal | null, ref: string): Promise<OrderRow> {
    let order: OrderRow | undefined;
    const applicationId = parseRecordId(ref);
    if (applicationId !== null) {
      await deps.authorize(principal, applicationId);
      const application = await findApplication(db, applicationId);
      const member = application ? await findMemberOfApplication(db, application) : undefined;
      order = await findLatestPaidOrder(db, {
        applicationId,
        memberId: member?.id ?? null,
      });
    } else {
      // Someone else's order is "not found", exactly as an order number nobody has.
      const found = await findOrderByNumber(db, ref);
      const visible = await maySee(principal, found ? await ownerOf(found) : null);
      order = visible ? found : undefined;
    }
    if (!order || order.status !== 'paid') throw new NotFoundError('No paid order found');
    return order;
  }

  return {
    createOrder,
    confirm,
    confirmCallback,
    recordFailure,
    applyWebhookPayment,
    reconcile,
    orderOfProvider,
    findPaidOrder,
    orderDetails: async (principal: Principal | null, ref: string) =>
      orderDetailsOf(await findPaidOrder(principal, ref)),
  };
}
