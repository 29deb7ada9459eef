import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { OwnDirectoryListing } from '@portico/domain/contracts/directory.contract';
import { errorMessage } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { ErrorSummary } from '../../ui/error-summary';
import { Spinner } from '../../ui/spinner';
import { ownListingQuery } from './api/own-listing';
import { ListingFields } from './listing-fields';
import { ListingPreview } from './listing-preview';
import { LogoForm } from './logo-form';
import { useListingForm } from './use-listing-form';
import { VisibilityFields } from './visibility-fields';
import buttons from '../../ui/button.module.css';
import fieldParts from '../../ui/field.module.css';
import pageStyles from '../../ui/page.module.css';
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
    <section className={pageStyles.page} aria-labelledby="page-title">
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          Your directory listing
        </h1>
        <p className={pageStyles.lead}>
          Choose whether your business is listed in the{' '}
          <Link to="/directory">members’ directory</Link>, what it says and who sees your contact
          details.
        </p>
      </div>
      {listing.isPending ? <Spinner label="Loading your listing…" /> : null}
      {listing.isError ? (
        <p className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
          {errorMessage(listing.error)}
        </p>
      ) : null}
      {listing.data ? <ListingEditor listing={listing.data} /> : null}
    </section>
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
            <button type="submit" className={buttons.primary} disabled={form.saving}>
              {form.saving ? 'Saving…' : 'Save listing'}
            </button>
          </form>
          <LogoForm logoUrl={listing.logo_url} />
        </div>
        <ListingPreview listing={listing} values={form.values} />
      </div>
    </>
  );
}

export { DirectoryListingScreen as Component };
