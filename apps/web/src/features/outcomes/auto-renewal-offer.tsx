import { Link } from 'react-router';
import type { OrderDetails } from '@portico/domain/checkout';
import { isMemberSignedIn, useSession } from '../../app/session';
import { useAutoRenewalOffer } from './api/auto-renewal-offer';
import buttons from '../../ui/button.module.css';
import styles from './payment-success.screen.module.css';

const OFFERED_AFTER: ReadonlySet<OrderDetails['type']> = new Set<OrderDetails['type']>([
  'renew',
  'upgrade',
  'revive_renew',
]);

/**
 * After a renewal or an upgrade paid by a signed-in member (issue #30): "Turn on auto-renewal", to
 * the set-up on their home, only when the association offers it to their category and they have no
 * mandate. A new registration is not yet a member, so it is offered on their home once approved.
 */
export function AutoRenewalOffer({ type }: { type: OrderDetails['type'] }) {
  const session = useSession();
  const wanted = OFFERED_AFTER.has(type) && isMemberSignedIn(session);
  const { data } = useAutoRenewalOffer(wanted);
  if (!wanted || !data || !data.offered || data.unavailable_reason || data.mandate) return null;
  return (
    <section className={styles.offer} aria-labelledby="auto-renewal-offer-title">
      <h2 id="auto-renewal-offer-title" className={styles.offerTitle}>
        Renew automatically next year
      </h2>
      <p>
        Turn on auto-renewal and your membership renews each year by{' '}
        {data.methods.map((method) => method.label).join(', ') || 'mandate'}. We tell you the amount
        and date at least 24 hours before each payment, and you can cancel at any time.
      </p>
      <Link to="/app/plan-status#auto-renewal-title" className={buttons.secondary}>
        Turn on auto-renewal
      </Link>
    </section>
  );
}
