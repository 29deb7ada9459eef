import type { PaymentOrder, ProviderFailure, ProviderSuccess } from '@portico/domain/checkout';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../app/api-client';
import { usePaySandbox } from './api/pay-sandbox';

export const INVALID_CARD_MESSAGE = 'Enter a valid 16-digit card number';

/** What the widget is prefilled with, as the provider's widget is (spec §7): name, email, contact. */
export type Prefill = { name: string; email: string; contact: string };

/**
 * The sandbox widget's state: the payer's details (prefilled from the order, changeable), the card
 * number and its error. Pay checks the number, then hands what the sandbox answers to `onPaid` or
 * `onDeclined`; a card the sandbox refuses shows its message.
 */
export function useSandboxPayment({
  order,
  onPaid,
  onDeclined,
}: {
  order: PaymentOrder;
  onPaid: (response: ProviderSuccess) => void;
  onDeclined: (error: ProviderFailure) => void;
}) {
  const [card, setCard] = useState('');
  const [prefill, setPrefill] = useState<Prefill>({
    name: order.name,
    email: order.email,
    contact: order.mobile_number,
  });
  const [error, setError] = useState<string | null>(null);
  const paySandbox = usePaySandbox();
  const paying = paySandbox.isPending;

  /** The props of one prefilled field. */
  const prefilled = (key: keyof Prefill) => ({
    value: prefill[key],
    disabled: paying,
    onChange: (value: string) => setPrefill((current) => ({ ...current, [key]: value })),
  });

  async function pay() {
    const digits = card.replace(/[\s-]/g, '');
    if (!/^\d{16}$/.test(digits)) {
      setError(INVALID_CARD_MESSAGE);
      return;
    }
    setError(null);
    try {
      const outcome = await paySandbox.mutateAsync({
        order_id: order.order_id,
        card: digits,
        ...prefill,
      });
      if (outcome.paid) onPaid(outcome.response);
      else onDeclined(outcome.error);
    } catch (failure) {
      setError(
        isApiError(failure) && failure.errors?.card ? failure.errors.card : errorMessage(failure),
      );
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!paying) void pay();
  }

  return { card, setCard, error, paying, prefilled, onSubmit };
}
