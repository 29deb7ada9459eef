import { useState, type FormEvent } from 'react';
import type { MandateMethod } from '@portico/domain/auto-renewal';
import type { MemberAutoRenewal } from '@portico/domain/contracts/auto-renewal.contract';
import { formatInrPaise } from '@portico/domain/currency';
import { errorMessage } from '../api-client';
import buttons from '../../ui/button.module.css';
import { ErrorSummary } from '../../ui/error-summary';
import fieldStyles from '../../ui/field.module.css';

const CHOOSE = 'Choose how to pay';
const FIRST_ID = 'auto-renewal-method-0';

/**
 * The methods that fit the fee, as radios, and the button that sets the mandate up: `setUp` registers
 * it and runs the checkout (on the member's home, or for the payer of an order), true once confirmed.
 */
export function TurnOnForm({
  view,
  submitLabel,
  setUp,
  onDone,
}: {
  view: MemberAutoRenewal;
  submitLabel: string;
  setUp: (method: MandateMethod) => Promise<boolean>;
  onDone: (message: string, confirmed: boolean) => void;
}) {
  const [method, setMethod] = useState<MandateMethod | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const amount = view.renewal_amount === null ? '' : `₹${formatInrPaise(view.renewal_amount)}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (!method) return setProblem(CHOOSE);
    setProblem(null);
    setBusy(true);
    try {
      const confirmed = await setUp(method);
      onDone(confirmed ? 'Auto-renewal is on.' : 'Auto-renewal was not set up.', confirmed);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {problem ? (
        <ErrorSummary
          items={[{ message: problem, fieldId: problem === CHOOSE ? FIRST_ID : undefined }]}
          attempt={attempt}
        />
      ) : null}
      <fieldset aria-describedby="auto-renewal-hint">
        <legend className={fieldStyles.label}>How should we take the renewal?</legend>
        <p id="auto-renewal-hint" className={fieldStyles.hint}>
          Your renewal is {amount} a year, including GST. You authorise it once; before each renewal
          we tell you the amount and date at least 24 hours ahead.
          {view.methods.length === 1
            ? ' UPI AutoPay and cards need your approval for every payment above ₹15,000, so an e-mandate is offered.'
            : ''}
        </p>
        {view.methods.map((option, index) => (
          <div key={option.method} className={fieldStyles.checkbox}>
            <input
              id={`auto-renewal-method-${index}`}
              type="radio"
              name="auto-renewal-method"
              value={option.method}
              checked={method === option.method}
              onChange={() => setMethod(option.method)}
            />
            <label htmlFor={`auto-renewal-method-${index}`}>{option.label}</label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className={buttons.primary} disabled={busy}>
        {busy ? 'Setting up…' : submitLabel}
      </button>
    </form>
  );
}
