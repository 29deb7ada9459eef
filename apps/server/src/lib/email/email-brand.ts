// What an email says about the association: its name, logo, address and contact, from the settings
// as they are when the email is built (decision 039), and where the logo is fetched from.
import type { AssociationConfig } from '../../config';

export type EmailBrand = {
  name: string;
  address: string;
  email: string | null;
  phone: string | null;
  gstin: string;
  /** Absolute address of the logo on the public site, or null when none is uploaded. */
  logoUrl: string | null;
  /** The portal's public address (the footer links to it). */
  publicUrl: string;
};

export function emailBrand(association: AssociationConfig, publicUrl: string): EmailBrand {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    name: association.name,
    address: association.address,
    email: association.email,
    phone: association.phone,
    gstin: association.gstin,
    logoUrl: association.logo
      ? `${base}/api/association/logo?v=${encodeURIComponent(association.logo.key)}`
      : null,
    publicUrl: base,
  };
}
