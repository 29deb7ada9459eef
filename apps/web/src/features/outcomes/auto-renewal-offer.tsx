import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderDetails } from '@portico/domain/checkout';
import type { MemberAutoRenewal } from '@portico/domain/contracts/auto-renewal.contract';
import { TurnOnForm } from '../../app/auto-renewal/turn-on-form';
import { isMemberSignedIn, useSession } from '../../app/session';
import buttons from '../../ui/button.module.css';
import messageStyles from '../../ui/message.module.css';
import { setUpForOrder, usePayerAutoRenewal } from './api/auto-renewal-offer';
import styles from './payment-success.screen.module.css';

/** Orders a signed-in member pays; the set-up is on their home. */
const LINKED_AFTER: ReadonlySet<OrderDetails['type']> = new Set<OrderDetails['type']>([
  'renew',
  'upgrade',
  'revive_renew',
]);

const TITLE_ID = 'auto-renewal-offer-title';

/**
 * "Renew automatically next year" on the payment's success page (issue #30), when the outcome call
 * says the association offers auto-renewal to the member's category and none is set up. After a
 * renewal or an upgrade, a link to the set-up on the member's home; after a new registration, whose
 * payer holds only the applicant's session, the set-up itself, for the member the payment made
 * (decision 115).
 */
export function AutoRenewalOffer({ details }: { details: OrderDetails }) {
  const session = useSession();
  if (!details.auto_renewal_offered) return null;
  if (details.type === 'register') return <PayerSetUp order={details.unique_order_id} />;
  if (!LINKED_AFTER.has(details.type) || !isMemberSignedIn(session)) return null;
  return (
    <section className={styles.offer} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className={styles.offerTitle}>
        Renew automatically next year
      </h2>
      <p>
        Turn on auto-renewal and your membership renews each year. We tell you the amount and date
        at least 24 hours before each payment, and you can cancel at any time.
      </p>
      <Link to="/app/plan-status#auto-renewal-title" className={buttons.secondary}>
        Turn on auto-renewal
      </Link>
    </section>
  );
}

function PayerSetUp({ order }: { order: string }) {
  const { data: view } = usePayerAutoRenewal(order, true);
  const [status, setStatus] = useState('');
  const [on, setOn] = useState(false);
  if (!view || !view.offered || view.unavailable_reason || (view.mandate && !on)) return null;
  return (
    <section className={styles.offer} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className={styles.offerTitle}>
        Renew automatically next year
      </h2>
      {on ? (
        <p>
          We will tell you the amount and date at least 24 hours before each renewal. You can pause,
          cancel or change it from your member home at any time.
        </p>
      ) : (
        <>
          <p>
            Turn on auto-renewal and your membership renews each year by {methodsOf(view)}. We tell
            you the amount and date at least 24 hours before each payment, and you can cancel at any
            time.
          </p>
          <TurnOnForm
            view={view}
            submitLabel="Turn on auto-renewal"
            setUp={(method) => setUpForOrder(order, method)}
            onDone={(message, confirmed) => {
              setStatus(message);
              setOn(confirmed);
            }}
          />
        </>
      )}
      <p role="status" className={messageStyles.status}>
        {status}
      </p>
    </section>
  );
}

const methodsOf = (view: MemberAutoRenewal) =>
  view.methods.map((method) => method.label).join(', ') || 'mandate';
