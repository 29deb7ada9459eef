// What every auto-renewal operation is given (decision 099), and its messages.
import type { MailSender } from '../../adapters/messaging/mail-sender';
import type { SmsSender } from '../../adapters/messaging/sms-sender';
import type { MessagingConfig } from '../../config/messaging';
import type { BrandSource } from '../notifications';
import type { CheckoutService, OrdersService, ProviderDeps } from '../payments';

export type AutoRenewalDeps = ProviderDeps & {
  orders: OrdersService;
  checkout: CheckoutService;
  catalog: { currentCategory(id: number): Promise<{ annualFeePaise: number } | undefined> };
  brand: BrandSource;
  mail: MailSender;
  sms: SmsSender;
  messaging: MessagingConfig;
  appSecret: string;
  publicUrl: string;
};

export const AUTO_RENEWAL_MESSAGES = {
  notOffered: 'Auto-renewal is not offered for your membership category.',
  noMembership: 'There is no membership to renew for this account.',
  noApplication: 'Auto-renewal needs your membership record to be complete: please contact us.',
  methodNotOffered: 'This way of paying is not offered for your renewal fee. Choose another.',
  alreadyPending: 'Auto-renewal is being set up. Finish or cancel it first.',
  noMandate: 'Auto-renewal is not on.',
  notActive: 'Auto-renewal can be paused only while it is on.',
  notPaused: 'Auto-renewal is not paused.',
  signatureInvalid: 'The authorisation could not be verified.',
  notAuthorised: 'The mandate has not been authorised yet. Try again in a minute.',
  providerDown: 'The payment provider could not be reached. Please try again.',
  paused: 'Auto-renewal is paused: nothing will be taken until you resume it.',
  resumed: 'Auto-renewal is on again.',
  cancelled: 'Auto-renewal is cancelled: nothing more will be taken.',
  linkInvalid: 'This link is not valid or has expired. Sign in to manage auto-renewal.',
} as const;

/** The reference a notice names: ours, the same in every message and screen. */
export const mandateReference = (mandateId: number) => `AR-${String(mandateId).padStart(6, '0')}`;
