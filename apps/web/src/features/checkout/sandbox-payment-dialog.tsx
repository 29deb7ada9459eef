import type { PaymentOrder, ProviderFailure, ProviderSuccess } from '@portico/domain/checkout';
import { formatInrPaise } from '@portico/domain/currency';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../app/api-client';
import { APP_NAME } from '../../app/page-title';
import { Modal } from '../../ui/modal';
import { usePaySandbox } from './api/pay-sandbox';
import fieldParts from '../../ui/field.module.css';
import buttons from '../../ui/button.module.css';

export const SANDBOX_TITLE = 'Sandbox payment';
export const INVALID_CARD_MESSAGE = 'Enter a valid 16-digit card number';

/** What the widget is prefilled with, as the provider's widget is (spec §7): name, email, contact. */
type Prefill = { name: string; email: string; contact: string };

/** One prefilled contact field of the dialog; the payer may change it, as in the real widget. */
function PrefilledField({
  label,
  value,
  type,
  autoComplete,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="sandbox-pay__field">
      <label htmlFor={id} className="sandbox-pay__label">
        {label}
      </label>
      <input
        id={id}
        className="sandbox-pay__input"
        type={type}
        autoComplete={autoComplete}
        maxLength={type === 'tel' ? 20 : 100}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * Development stand-in for the card provider's widget, opened when create_order answers
 * `provider: 'sandbox'`: the payer's contact details prefilled from the order as the widget's are,
 * a card number, Pay and Cancel. What the sandbox answers goes to the same success and failure
 * handlers as the real widget's; Cancel is the widget's dismiss.
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function SandboxPaymentDialog({
  order,
  onPaid,
  onDeclined,
  onCancel,
}: {
  order: PaymentOrder;
  onPaid: (response: ProviderSuccess) => void;
  onDeclined: (error: ProviderFailure) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [card, setCard] = useState('');
  const [prefill, setPrefill] = useState<Prefill>({
    name: order.name,
    email: order.email,
    contact: order.mobile_number,
  });
  const prefilled = (key: keyof Prefill) => ({
    value: prefill[key],
    disabled: paying,
    onChange: (value: string) => setPrefill((current) => ({ ...current, [key]: value })),
  });
  const [error, setError] = useState<string | null>(null);
  const paySandbox = usePaySandbox();
  const paying = paySandbox.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (paying) return;
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

  return (
    <Modal open title={SANDBOX_TITLE} onClose={() => (paying ? undefined : onCancel())}>
      <form className="sandbox-pay" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="sandbox-pay__order">
          <p className="sandbox-pay__merchant">
            {APP_NAME} · {order.description}
          </p>
          <p className="sandbox-pay__amount">
            <span className="visually-hidden">Amount: </span>₹{formatInrPaise(order.amount)}
          </p>
          <p className="sandbox-pay__meta">
            Order {order.unique_order_id} · test mode, no money moves
          </p>
        </div>
        <PrefilledField label="Phone" type="tel" autoComplete="tel" {...prefilled('contact')} />
        <PrefilledField label="Email" type="email" autoComplete="email" {...prefilled('email')} />
        <PrefilledField
          label="Name on card"
          type="text"
          autoComplete="cc-name"
          {...prefilled('name')}
        />
        <div className="sandbox-pay__field">
          <label htmlFor={id} className="sandbox-pay__label">
            Card number
          </label>
          <input
            id={id}
            className="sandbox-pay__input"
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            value={card}
            disabled={paying}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setCard(event.target.value)}
          />
          <p id={hintId} className="sandbox-pay__hint">
            Test cards: 4111 1111 1111 1111 is paid; 4000 0000 0000 0002 is declined.
          </p>
          {error ? (
            <p id={errorId} className={fieldParts.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="modal__actions">
          <button type="button" className={buttons.secondary} disabled={paying} onClick={onCancel}>
            Cancel
          </button>
          <button
            type="submit"
            className={buttons.primary}
            disabled={paying}
            aria-busy={paying || undefined}
          >
            Pay
          </button>
        </div>
      </form>
    </Modal>
  );
}
