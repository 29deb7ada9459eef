// The association as an email shows it, read when the email is built (an edit made in the back office
// through any process shows in the next email; decision 039).
import type { AssociationConfig } from '../../../config';
import type { Executor } from '../../../db/client';
import { associationSource } from '../../settings';
import { emailBrand, type EmailBrand } from '../../../lib/email/email-brand';

export type BrandSource = { current(): Promise<EmailBrand> };

export function brandSource(
  db: Executor,
  defaults: AssociationConfig,
  publicUrl: string,
): BrandSource {
  const source = associationSource(db, defaults);
  return { current: async () => emailBrand(await source.current(), publicUrl) };
}
