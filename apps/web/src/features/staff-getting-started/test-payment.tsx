import { useState } from 'react';
import type { TestPaymentState } from '@portico/domain/contracts/test-payment.contract';
import { errorMessage } from '../../app/api-client';
import { useAssociationBrand } from '../../app/association';
import { openRazorpay } from '../../app/payments/razorpay';
import { QueryResult } from '../../app/staff/query-state';
import { formatDateTime } from '../../app/staff/format';
import { useStaffUser } from '../../app/staff/staff-session';
import { Badge } from '../../ui/list/badge';
import {
  openTestPaymentOrder,
  paySandbox,
  useRefundTestPayment,
  useTestPayment,
  useVerifyTestPayment,
} from './api/test-payment';
import { LabelledCheckbox } from '../../ui/labelled-fields';
import buttons from '../../ui/button.module.css';
import fieldParts from '../../ui/field.module.css';
import panel from '../../ui/list/panel.module.css';
import styles from './getting-started.module.css';

const inr = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

function modeText(state: TestPaymentState): string {
  if (state.provider === 'sandbox') return 'The built-in sandbox takes it: no money moves.';
  return state.live
    ? 'Razorpay with live keys takes it: your card is charged. Refund it here afterwards.'
    : 'Razorpay in test mode takes it: use a test card or success@razorpay (docs/deploy.md).';
}

/** Opens an order and pays it in the provider's widget (or the sandbox), then has it verified. */
function usePay(onError: (message: string) => void) {
  const verify = useVerifyTestPayment();
  const brand = useAssociationBrand();
  const user = useStaffUser();
  const [opening, setOpening] = useState(false);
  async function pay(state: TestPaymentState) {
    setOpening(true);
    try {
      const order = await openTestPaymentOrder();
      if (state.provider === 'sandbox') {
        verify.mutate(await paySandbox(order.provider_order_id), {
          onError: (e) => onError(errorMessage(e)),
        });
        return;
      }
      await openRazorpay(
        {
          key: order.key,
          order_id: order.provider_order_id,
          amount: order.total_paise,
          currency: order.currency,
          name: user?.name ?? '',
          email: user?.email ?? '',
          mobile_number: '',
          unique_order_id: `test-${order.id}`,
          description: 'Test payment',
        },
        {
          onSuccess: (response) =>
            verify.mutate(response, { onError: (e) => onError(errorMessage(e)) }),
          onFailure: (failure) => onError(failure.description || 'The payment failed.'),
          onDismiss: () => undefined,
        },
        brand,
      );
    } catch (error) {
      onError(errorMessage(error));
    } finally {
      setOpening(false);
    }
  }
  return { pay, busy: opening || verify.isPending };
}

function LastPayment({
  state,
  onError,
}: {
  state: TestPaymentState;
  onError: (m: string) => void;
}) {
  const refund = useRefundTestPayment();
  const last = state.last;
  if (!last || (last.status !== 'captured' && last.status !== 'refunded')) return null;
  return (
    <div className={styles.task}>
      <div className={styles.name}>
        <span>
          Test payment of {inr(last.total_paise)}
          {last.captured_at ? `, paid ${formatDateTime(last.captured_at)}` : ''}
        </span>
        {last.refunded_at ? (
          <span className={styles.hint}>Refunded {formatDateTime(last.refunded_at)}</span>
        ) : null}
      </div>
      {last.status === 'refunded' ? (
        <Badge tone="neutral">Refunded</Badge>
      ) : (
        <button
          type="button"
          className={buttons.secondary}
          disabled={refund.isPending}
          onClick={() => refund.mutate(undefined, { onError: (e) => onError(errorMessage(e)) })}
        >
          {refund.isPending ? 'Refunding…' : 'Refund the test payment'}
        </button>
      )}
    </div>
  );
}

function PayForm({ state }: { state: TestPaymentState }) {
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState('');
  const { pay, busy } = usePay(setError);
  return (
    <div className={styles.form}>
      <p>
        {inr(state.amount_paise)} plus {inr(state.gst_paise)} GST: {inr(state.total_paise)}.{' '}
        {modeText(state)} It is recorded as a test: no invoice, no member, not in the exports.
      </p>
      <LastPayment state={state} onError={setError} />
      <LabelledCheckbox
        id="test-payment-confirm"
        label={<>I want to pay {inr(state.total_paise)} as a test payment</>}
        checked={confirmed}
        onChange={setConfirmed}
      />
      {error ? (
        <p className={fieldParts.error} role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button
          type="button"
          className={buttons.primary}
          disabled={!confirmed || busy}
          onClick={() => {
            setError('');
            void pay(state);
          }}
        >
          {busy ? 'Paying…' : 'Make a test payment'}
        </button>
      </div>
    </div>
  );
}

/** Getting started's payment step: a small test payment through the provider, and its refund. */
export function TestPaymentPanel() {
  const query = useTestPayment();
  return (
    <section id="test-payment" className={panel.panel} aria-labelledby="test-payment-title">
      <h2 id="test-payment-title" className={panel.title}>
        Test payment
      </h2>
      <QueryResult query={query} loadingText="Loading the test payment…">
        {query.data ? <PayForm state={query.data} /> : null}
      </QueryResult>
    </section>
  );
}
