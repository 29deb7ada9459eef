import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import { useAssociationBrand } from '../../app/association';
import { usePageTitle } from '../../app/page-title';
import { Spinner } from '../../ui/spinner';
import { memberCardQuery } from './api/member-card';
import { CardDownloads } from './card-downloads';
import { MemberCardView } from './member-card-view';
import { ReplaceCard } from './replace-card';
import pageStyles from '../../ui/page.module.css';
import messageStyles from '../../ui/message.module.css';

/**
 * /app/card (member area): the member's card with the QR anyone can scan to see, live, whether they
 * are a current member (decision 092). Lost phone: "Replace this card" revokes the old QR.
 */
export function MembershipCardScreen() {
  usePageTitle('Membership card');
  const card = useQuery(memberCardQuery);
  const brand = useAssociationBrand();

  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          Membership card
        </h1>
        <p className={pageStyles.lead}>
          Show this card at events. Anyone who scans the QR sees whether you are a current member.
        </p>
      </div>

      {card.isPending ? <Spinner label="Loading your card…" /> : null}
      {card.isError ? (
        <p className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
          {errorMessage(card.error)}
        </p>
      ) : null}

      {card.data ? <MemberCardView card={card.data} brand={brand} /> : null}

      {card.data ? (
        <p>
          <a href={card.data.verify_url}>Open the page the QR shows</a>
        </p>
      ) : null}

      {card.data ? <CardDownloads card={card.data} /> : null}

      {card.data ? <ReplaceCard /> : null}
    </section>
  );
}

export { MembershipCardScreen as Component };
