import { describe, expect, it } from 'vitest';
import { DeliveryError } from '../channels/transport';
import { gatewayAnswer } from './dlt';

const answered = (status: number, body: string | null) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

describe('gatewayAnswer', () => {
  it('answers a 2xx reply’s JSON, or null when it sent none', async () => {
    expect(await gatewayAnswer(answered(200, '{"id":"sms-1"}'), 'The SMS gateway')).toEqual({
      id: 'sms-1',
    });
    expect(await gatewayAnswer(answered(202, null), 'The SMS gateway')).toBeNull();
  });

  it.each([
    [400, true],
    [408, false],
    [429, false],
    [503, false],
  ])(
    'refuses HTTP %i naming the gateway (permanent: %s), with its answer',
    async (status, permanent) => {
      const error = await gatewayAnswer(answered(status, '{"error":"no"}'), 'Gupshup').catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DeliveryError);
      expect(error).toMatchObject({
        message: `Gupshup answered HTTP ${status}`,
        permanent,
        cause: { error: 'no' },
      });
    },
  );
});
