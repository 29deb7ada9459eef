import type { PaymentOrder } from '@portico/domain/checkout';
import { formatInrPaise } from '@portico/domain/currency';
import { useId } from 'react';
import { useAssociationBrand } from '../../app/association';
import { LabelledInput } from '../../ui/labelled-fields';
import { AlertError, fieldAria } from '../../ui/field-parts';
import fieldParts from '../../ui/field.module.css';
import styles from './sandbox-payment-dialog.module.css';

/** What is paid: the merchant and purpose, the amount, the order number. */
export function SandboxOrderSummary({ order }: { order: PaymentOrder }) {
  const merchant = useAssociationBrand()?.name;
  return (
    <div className={styles.order}>
      <p className={styles.merchant}>
        {merchant ? `${merchant} · ` : ''}
        {order.description}
      </p>
      <p className={styles.amount}>
        <span className="visually-hidden">Amount: </span>₹{formatInrPaise(order.amount)}
      </p>
      <p className={styles.meta}>Order {order.unique_order_id} · test mode, no money moves</p>
    </div>
  );
}

/** One prefilled contact field of the dialog; the payer may change it, as in the real widget. */
export function PrefilledField({
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
    <LabelledInput
      id={id}
      label={label}
      className={styles.input}
      type={type}
      autoComplete={autoComplete}
      maxLength={type === 'tel' ? 20 : 100}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The card number, the test cards' hint and the card's error. */
export function CardNumberField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: string;
  error: string | null;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={fieldParts.field}>
      <label htmlFor={id} className={fieldParts.label}>
        Card number
      </label>
      <input
        {...fieldAria(id, error, true)}
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className={styles.hint}>
        Test cards: 4111 1111 1111 1111 is paid; 4000 0000 0000 0002 is declined.
      </p>
      <AlertError message={error} id={errorId} />
    </div>
  );
}
