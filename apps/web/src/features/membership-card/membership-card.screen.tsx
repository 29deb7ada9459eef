import { useQuery } from '@tanstack/react-query';
import { useAssociationBrand } from '../../app/association';
import { usePageTitle } from '../../app/page-title';
import { memberCardQuery } from './api/member-card';
import { CardDownloads } from './card-downloads';
import { MemberCardView } from './member-card-view';
import { ReplaceCard } from './replace-card';
import { Page } from '../../ui/page';
import { QueryStatus } from '../../app/failure-alert';

/**
 * /app/card (member area): the member's card with the QR anyone can scan to see, live, whether they
 * are a current member (decision 092). Lost phone: "Replace this card" revokes the old QR.
 */
export function MembershipCardScreen() {
  usePageTitle('Membership card');
  const card = useQuery(memberCardQuery);
  const brand = useAssociationBrand();

  return (
    <Page
      title="Membership card"
      lead="Show this card at events. Anyone who scans the QR sees whether you are a current member."
    >
      <QueryStatus query={card} loadingLabel="Loading your card…" />

      {card.data ? <MemberCardView card={card.data} brand={brand} /> : null}

      {card.data ? (
        <p>
          <a href={card.data.verify_url}>Open the page the QR shows</a>
        </p>
      ) : null}

      {card.data ? <CardDownloads card={card.data} /> : null}

      {card.data ? <ReplaceCard /> : null}
    </Page>
  );
}

export { MembershipCardScreen as Component };
