import type { PaymentOrder, ProviderFailure, ProviderSuccess } from '@portico/domain/checkout';
import { Modal, ModalActions } from '../../ui/modal';
import { CardNumberField, PrefilledField, SandboxOrderSummary } from './sandbox-fields';
import { useSandboxPayment } from './use-sandbox-payment';
import { SubmitButton } from '../../ui/save-button';
import buttons from '../../ui/button.module.css';
import styles from './sandbox-payment-dialog.module.css';

export const SANDBOX_TITLE = 'Sandbox payment';

/**
 * Development stand-in for the card provider's widget, opened when create_order answers
 * `provider: 'sandbox'`: the payer's contact details prefilled from the order as the widget's are,
 * a card number, Pay and Cancel. What the sandbox answers goes to the same success and failure
 * handlers as the real widget's; Cancel is the widget's dismiss.
 */
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
  const sandbox = useSandboxPayment({ order, onPaid, onDeclined });
  const { paying, prefilled } = sandbox;

  return (
    <Modal open title={SANDBOX_TITLE} onClose={() => (paying ? undefined : onCancel())}>
      <form className={styles.form} onSubmit={sandbox.onSubmit} noValidate>
        <SandboxOrderSummary order={order} />
        <PrefilledField label="Phone" type="tel" autoComplete="tel" {...prefilled('contact')} />
        <PrefilledField label="Email" type="email" autoComplete="email" {...prefilled('email')} />
        <PrefilledField
          label="Name on card"
          type="text"
          autoComplete="cc-name"
          {...prefilled('name')}
        />
        <CardNumberField
          value={sandbox.card}
          error={sandbox.error}
          disabled={paying}
          onChange={sandbox.setCard}
        />
        <ModalActions>
          <button type="button" className={buttons.secondary} disabled={paying} onClick={onCancel}>
            Cancel
          </button>
          <SubmitButton busy={paying}>Pay</SubmitButton>
        </ModalActions>
      </form>
    </Modal>
  );
}
