// The provider the configuration selects: the offline sandbox (default) or Razorpay.
import { ConfigError, type Config } from '../../config';
import { createRazorpayProvider, type RazorpayPaymentProvider } from './razorpay-provider';
import {
  createSandboxProvider,
  deriveSandboxSecrets,
  type SandboxPaymentProvider,
} from './sandbox-provider';

/** Narrow by `name` to reach the sandbox's `pay` (the dev hook). */
export type ConfiguredPaymentProvider = SandboxPaymentProvider | RazorpayPaymentProvider;

// Razorpay key ids look like rzp_test_… or rzp_live_…; the secret never does.
const RAZORPAY_KEY_ID = /^rzp_(test|live)_[A-Za-z0-9]+$/;

/** Throws ConfigError (naming the variables, never their values) for an unusable Razorpay setup. */
export function createPaymentProvider(
  config: Pick<Config, 'payment' | 'appSecret'>,
): ConfiguredPaymentProvider {
  const payment = config.payment;
  if (payment.provider === 'sandbox') {
    return createSandboxProvider(deriveSandboxSecrets(config.appSecret));
  }

  const problems: string[] = [];
  const required = [
    ['RAZORPAY_KEY_ID', payment.keyId],
    ['RAZORPAY_KEY_SECRET', payment.keySecret],
    ['RAZORPAY_WEBHOOK_SECRET', payment.webhookSecret],
  ] as const;
  for (const [variable, value] of required) {
    if (!value.trim()) problems.push(`${variable}: is required when PAYMENT_PROVIDER=razorpay`);
  }
  // The key id is sent to every browser: a swapped id and secret would publish the secret.
  if (payment.keyId.trim() && !RAZORPAY_KEY_ID.test(payment.keyId)) {
    problems.push('RAZORPAY_KEY_ID: must be a Razorpay key id (rzp_test_… or rzp_live_…)');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return createRazorpayProvider({
    keyId: payment.keyId,
    keySecret: payment.keySecret,
    webhookSecret: payment.webhookSecret,
  });
}
