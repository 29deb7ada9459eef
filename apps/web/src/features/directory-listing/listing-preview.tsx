import type {
  DirectoryVisibility,
  OwnDirectoryListing,
} from '@portico/domain/contracts/directory.contract';
import { DirectoryEntryCard } from '../../app/directory-entry-card';
import type { ListingFormValues } from './listing-form-values';
import styles from './directory-listing.module.css';

type Audience = 'public' | 'members';

/** The contact lines an audience would see, as the form stands now. */
function contactLines(
  listing: OwnDirectoryListing,
  values: ListingFormValues,
  audience: Audience,
): string[] {
  const shows = (field: keyof DirectoryVisibility) => {
    const seen = values.visibility[field];
    return seen === 'public' || (seen === 'members' && audience === 'members');
  };
  const social = values.social_text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return [
    shows('contact_name') ? listing.contact_name : '',
    shows('email') ? listing.email : '',
    shows('phone') ? listing.phone : '',
    shows('website') ? values.website.trim() : '',
    ...(shows('social_links') ? social : []),
  ].filter(Boolean);
}

/** The listing as the directory will show it, from what the form says now (before saving). */
export function ListingPreview({
  listing,
  values,
}: {
  listing: OwnDirectoryListing;
  values: ListingFormValues;
}) {
  const services = listing.available_services.filter((service) =>
    (values.services as string[]).includes(service.slug),
  );
  const entry = {
    id: listing.member_id,
    company: listing.company,
    category: listing.category,
    zone: listing.zone,
    city: values.city.trim(),
    services,
    description: values.description.trim(),
    logo_url: listing.logo_url,
  };
  return (
    <section className={styles.preview} aria-labelledby="preview-title">
      <h2 id="preview-title" className={styles.subtitle}>
        Preview
      </h2>
      {values.listed ? null : (
        <p className={styles.note}>Not shown: you have not chosen to be listed.</p>
      )}
      <DirectoryEntryCard entry={entry} link={null} />
      {(['public', 'members'] as const).map((audience) => {
        const lines = contactLines(listing, values, audience);
        return (
          <div key={audience}>
            <h3 className={styles.audience}>
              {audience === 'public' ? 'Everyone sees' : 'Signed-in members see'}
            </h3>
            {lines.length > 0 ? (
              <ul className={styles.lines}>
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className={styles.note}>No contact details.</p>
            )}
          </div>
        );
      })}
    </section>
  );
}
