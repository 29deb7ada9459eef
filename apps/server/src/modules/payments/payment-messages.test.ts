// rethrowAsUnavailable: the provider's own failure becomes the 502 with the message given; any other
// error (a bug, the database) goes on as it is.
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { PaymentProviderUnavailableError, rethrowAsUnavailable } from './payment-messages';

describe('rethrowAsUnavailable', () => {
  it('turns a provider failure into a 502 with the message', () => {
    const failure = new PaymentProviderError({
      provider: 'sandbox',
      code: 'TIMEOUT',
      description: 'no answer',
    });
    let thrown: unknown;
    try {
      rethrowAsUnavailable(failure, 'Something went wrong');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PaymentProviderUnavailableError);
    expect((thrown as PaymentProviderUnavailableError).statusCode).toBe(502);
    expect((thrown as Error).message).toBe('Something went wrong');
  });

  it('throws any other error unchanged', () => {
    const bug = new TypeError('not a provider failure');
    expect(() => rethrowAsUnavailable(bug, 'Something went wrong')).toThrow(bug);
  });
});
