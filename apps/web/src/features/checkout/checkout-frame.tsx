import { MESSAGES } from '@portico/domain/messages';
import type { ReactNode } from 'react';
import { useAssociationBrand } from '../../app/association';
import { StepFooter } from '../../app/layout/step-footer';
import { usePageTitle } from '../../app/page-title';
import { Spinner } from '../../ui/spinner';
import fieldParts from '../../ui/field.module.css';
import styles from './checkout-frame.module.css';
import { ACCURACY_BOX_ID } from './use-confirm-before-paying';
import { Page } from '../../ui/page';
import { fieldAria, FieldMessages } from '../../ui/field-parts';

export const PAYMENT_IN_PROGRESS = 'Payment in progress…';

type CheckoutFrameProps = {
  loading: boolean;
  /** Above everything else once loaded: the error summary, a payment that did not go through. */
  notices?: ReactNode;
  children: ReactNode;
  onBack?: () => void;
  /** Make Payment stays disabled until this is true. */
  canPay: boolean;
  /** A payment is in progress: Make Payment is disabled and marked busy, a spinner shows. */
  paying: boolean;
  onPay: () => void;
};

/** Every checkout's frame: the heading, a spinner while loading, the content and the footer. */
export function CheckoutFrame({
  loading,
  notices,
  children,
  onBack,
  canPay,
  paying,
  onPay,
}: CheckoutFrameProps) {
  usePageTitle(MESSAGES.checkoutHeading);
  return (
    <Page title={MESSAGES.checkoutHeading} busy={loading}>
      {loading ? null : notices}
      {loading ? <Spinner label="Loading checkout…" /> : children}
      {/* Visible while the order is made and the provider's widget is open (spec §2.5). */}
      {paying ? <Spinner label={PAYMENT_IN_PROGRESS} /> : null}
      {/* Only once loaded: under the spinner it would be pushed down by the summary (a shift). */}
      {loading ? null : (
        <StepFooter
          onBack={onBack}
          continueText={MESSAGES.makePayment}
          canContinue={canPay}
          busy={paying}
          onContinue={onPay}
        />
      )}
    </Page>
  );
}

/** 'I hereby confirm the accuracy of details given above.', with its error when there is one. */
export function AccuracyCheckbox({
  checked,
  onChange,
  disabled = false,
  error = null,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  error?: string | null;
}) {
  const id = ACCURACY_BOX_ID;
  const shownError = error ?? undefined;
  return (
    <div className={styles.confirm}>
      <div className={fieldParts.checkbox}>
        <input
          {...fieldAria(id, shownError)}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{MESSAGES.confirmAccuracy}</label>
      </div>
      <FieldMessages id={id} error={shownError} hintClassName={undefined} />
    </div>
  );
}

/** " at <the association's contact address>", or nothing when none is saved. */
function AtContact({ email }: { email: string | null }) {
  return email ? (
    <>
      {' '}
      at <a href={`mailto:${email}`}>{email}</a>
    </>
  ) : null;
}

/**
 * Where to write about the payment (member spec §2.5): the association's contact address as saved in
 * Settings; a revival asks the General Secretary first when details are not correct.
 */
export function EscalationNote({ revive = false }: { revive?: boolean }) {
  const email = useAssociationBrand()?.email ?? null;
  return (
    <div className={styles.note}>
      {revive ? (
        <p>
          If any of the details above are not correct, please contact the General Secretary
          <AtContact email={email} /> before paying.
        </p>
      ) : null}
      <p>
        For any question about this payment, or if it does not go through, please write to our
        accounts team
        <AtContact email={email} />.
      </p>
    </div>
  );
}
