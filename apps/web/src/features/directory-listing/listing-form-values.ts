// The listing form's values: the listing as the API carries it, but the social links typed one per
// line. The domain's rules check each field.
import { z } from 'zod';
import {
  directoryListingBody,
  type OwnDirectoryListing,
} from '@portico/domain/contracts/directory.contract';

const { shape } = directoryListingBody;

export const listingFormSchema = z
  .object({
    listed: shape.listed,
    description: shape.description,
    city: shape.city,
    services: shape.services,
    website: z.string().trim().pipe(shape.website),
    social_text: z
      .string()
      .transform((text) =>
        text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .pipe(shape.social_links),
    visibility: shape.visibility,
  })
  .transform(({ social_text, ...rest }) => ({ ...rest, social_links: social_text }));

export type ListingFormValues = z.input<typeof listingFormSchema>;
export type ListingFormOutput = z.output<typeof listingFormSchema>;

export function listingFormValues(listing: OwnDirectoryListing): ListingFormValues {
  return {
    listed: listing.listed,
    description: listing.description,
    city: listing.city,
    services: listing.services,
    website: listing.website,
    social_text: listing.social_links.join('\n'),
    visibility: listing.visibility,
  };
}

/** The fields in the order the form shows them: the error summary lists problems in this order. */
export const LISTING_FIELDS = [
  'description',
  'city',
  'services',
  'website',
  'social_text',
] as const;
