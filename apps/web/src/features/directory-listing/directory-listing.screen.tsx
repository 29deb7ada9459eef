import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { OwnDirectoryListing } from '@portico/domain/contracts/directory.contract';
import { usePageTitle } from '../../app/page-title';
import { ErrorSummary } from '../../ui/error-summary';
import { ownListingQuery } from './api/own-listing';
import { ListingFields } from './listing-fields';
import { ListingPreview } from './listing-preview';
import { LogoForm } from './logo-form';
import { useListingForm } from './use-listing-form';
import { VisibilityFields } from './visibility-fields';
import { Page } from '../../ui/page';
import { QueryStatus } from '../../app/failure-alert';
import { SaveButton } from '../../ui/save-button';
import fieldParts from '../../ui/field.module.css';
import messageStyles from '../../ui/message.module.css';
import styles from './directory-listing.module.css';

/**
 * /app/directory (member area): the member's listing in the members' directory: whether they are
 * listed, what it says, who sees each contact detail, the logo, and a preview (decision 104).
 */
export function DirectoryListingScreen() {
  usePageTitle('Your directory listing');
  const listing = useQuery(ownListingQuery);
  return (
    <Page
      title="Your directory listing"
      lead={
        <>
          Choose whether your business is listed in the{' '}
          <Link to="/directory">members’ directory</Link>, what it says and who sees your contact
          details.
        </>
      }
    >
      <QueryStatus query={listing} loadingLabel="Loading your listing…" />
      {listing.data ? <ListingEditor listing={listing.data} /> : null}
    </Page>
  );
}

function ListingEditor({ listing }: { listing: OwnDirectoryListing }) {
  const form = useListingForm(listing);
  return (
    <>
      {listing.hidden_reason !== null ? (
        <p className={`${messageStyles.alert} ${messageStyles.error}`}>
          The association has hidden your listing: {listing.hidden_reason} Contact the office to
          have it shown again.
        </p>
      ) : !listing.current ? (
        <p className={`${messageStyles.alert} ${messageStyles.error}`}>
          Your membership is not current, so your listing is not shown. It is shown again when you
          renew.
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.editor}>
          <form className={styles.form} onSubmit={form.onSubmit} noValidate>
            <ErrorSummary items={form.summary} attempt={form.attempt} />
            <div className={fieldParts.checkbox}>
              <input type="checkbox" id="listing-listed" {...form.register('listed')} />
              <label htmlFor="listing-listed">List my business in the members’ directory</label>
            </div>
            <ListingFields form={form} services={listing.available_services} />
            <VisibilityFields form={form} />
            <SaveButton saving={form.saving} label="Save listing" />
          </form>
          <LogoForm logoUrl={listing.logo_url} />
        </div>
        <ListingPreview listing={listing} values={form.values} />
      </div>
    </>
  );
}

export { DirectoryListingScreen as Component };
