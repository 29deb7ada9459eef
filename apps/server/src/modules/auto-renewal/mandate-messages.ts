// Auto-renewal's messages through the outbox (decision 099): each email in the association's layout,
// and the pre-debit notice also by WhatsApp or SMS where its template is set (or, with no text
// transport at all, into the outbox that stands for one in development). Links carry their token as
// `t`, so the stored copy staff read in Messages hides it.
import { addDays } from 'date-fns';
import { MANDATE_METHOD_LABELS } from '@portico/domain/auto-renewal';
import { formatInrPaise } from '@portico/domain/currency';
import { applicationRouteId, formatIndiaDate } from '@portico/domain/format';
import { canText } from '../../config/messaging';
import { buildEmail } from '../../lib/email/build-email';
import type { AutoRenewalEmailKind } from '../../lib/email/auto-renewal-emails';
import { signPaymentToken } from '../../lib/signed-links';
import { memberTextMessage } from '../notifications';
import { findLatestHistory, type MemberRow } from '../records';
import { mandateReference, type AutoRenewalDeps } from './auto-renewal-deps';
import { cancelUrl, signCancelToken } from './cancel-token';
import type { MandateRow } from './mandates.repository';

export const rupees = (paise: number) => `₹${formatInrPaise(paise)}`;

/** The values every auto-renewal message has. */
export function commonValues(member: MemberRow, mandate: MandateRow) {
  return {
    member_name: member.name,
    member_number: member.memberNumber ?? '',
    method: MANDATE_METHOD_LABELS[mandate.method],
    reference: mandateReference(mandate.id),
  };
}

/** The one-tap cancel link, valid until the mandate's own end. */
export async function mandateCancelUrl(deps: AutoRenewalDeps, mandate: MandateRow) {
  const token = await signCancelToken(deps.appSecret, mandate.id, deps.now(), mandate.expiresAt);
  return cancelUrl(deps.publicUrl, mandate.id, token);
}

/** The renewal checkout's signed pay link, as the reminders send it. */
export async function payUrl(deps: AutoRenewalDeps, member: MemberRow, expiry: Date) {
  const history = member.applicationId
    ? await findLatestHistory(deps.db, member.applicationId)
    : undefined;
  if (!history || !member.applicationId) return `${deps.publicUrl}/login`;
  const token = await signPaymentToken(deps.appSecret, history.id, {
    now: deps.now(),
    expiresAt: addDays(expiry, 90),
  });
  return `${deps.publicUrl}/renew-checkout-revive/${applicationRouteId(member.applicationId)}?h=${history.id}&t=${token}&type=renew`;
}

export async function sendMandateEmail(
  deps: AutoRenewalDeps,
  member: MemberRow,
  kind: AutoRenewalEmailKind,
  values: Record<string, string>,
): Promise<void> {
  const email = await buildEmail(kind, values, await deps.brand.current());
  await deps.mail.send({
    to: member.email,
    ...email,
    kind,
    memberId: member.id,
    deliverLater: true,
  });
}

/** The notice by text: the member's WhatsApp or SMS, where the kind's template is set. */
export async function sendNoticeText(
  deps: AutoRenewalDeps,
  member: MemberRow,
  values: { amount: string; debit_on: string; reference: string; link: string },
): Promise<void> {
  const mobile = member.mobileNumber.replace(/\D/g, '');
  const noTransport = !deps.messaging.whatsapp && deps.messaging.sms.url === undefined;
  if (!mobile || !(canText(deps.messaging, 'auto_renewal_notice') || noTransport)) return;
  const association = (await deps.brand.current()).name;
  const text = `${association}: ${values.amount} will be taken on ${values.debit_on} to renew your membership (mandate ${values.reference}). To cancel: ${values.link}`;
  const onWhatsapp = deps.messaging.whatsapp !== undefined && member.remindByWhatsapp;
  await deps.sms.send(
    memberTextMessage({
      kind: 'auto_renewal_notice',
      to: mobile,
      text,
      memberId: member.id,
      onWhatsapp,
      values: { name: member.name, ...values },
    }),
  );
}

export const indiaDate = formatIndiaDate;
