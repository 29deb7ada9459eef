import type { MemberCard } from '@portico/domain/contracts/cards.contract';
import { MESSAGES } from '@portico/domain/messages';
import type { AssociationBrand } from '../../app/association';
import { CardQr } from './card-qr';
import { Facts } from '../../ui/detail-list';
import styles from './membership-card.module.css';

/** The card itself: the association, the member's photo and facts, and the QR of its check. */
export function MemberCardView({
  card,
  brand,
}: {
  card: MemberCard;
  brand: AssociationBrand | null;
}) {
  return (
    <article className={styles.card} aria-label="Your membership card">
      <p className={styles.association}>
        {brand?.logoUrl ? <img className={styles.logo} src={brand.logoUrl} alt="" /> : null}
        {brand?.name}
      </p>
      <div className={styles.member}>
        {card.photo_url ? (
          <img className={styles.photo} src={card.photo_url} alt={card.name} />
        ) : null}
        <Facts
          className={styles.facts}
          items={[
            ['Name', card.name],
            ['Company', card.company],
            [MESSAGES.category, card.category],
            [MESSAGES.memberNumber, card.member_number],
            ['Valid till', card.valid_until || '—'],
          ]}
        />
        {card.active ? null : (
          <p className={styles.lapsed}>Not a current member: renew to use this card.</p>
        )}
      </div>
      <div className={styles.qr}>
        <CardQr value={card.verify_url} label="QR code to verify this card" />
      </div>
    </article>
  );
}
