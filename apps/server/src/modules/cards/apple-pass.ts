// The card as an Apple Wallet pass (decision 102): a generic pass built and signed with
// passkit-generator, with the association's Pass Type ID certificate. Its expirationDate is the end
// of the membership, so Wallet shows it expired once the membership lapses; a member who is not
// current gets it voided, and so does a revoked card's. The pass names the portal's web service and
// its own token, so Wallet asks for the new pass after a renewal or a revocation (decision 116). The
// QR (the card page's) opens the live check, whatever the pass says.
import { PKPass } from 'passkit-generator';
import type { ApplePassConfig } from '../../config';
import { passSerialNumber } from './pass-auth';
import { solidPng } from './pass-icon';
import type { WalletCard } from './wallet-card';

const BACKGROUND = 'rgb(29, 53, 87)';
const ICON_COLOUR = '#1d3557';

const field = (key: string, label: string, value: string) => ({ key, label, value: value || '-' });

/** Where Wallet asks for updates (PUBLIC_URL + /api/passes) and the pass's own token for it. */
export type PassWebService = { url: string; authenticationToken: string };

function passJson(config: ApplePassConfig, wallet: WalletCard, service: PassWebService) {
  const { card, association } = wallet;
  return {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeIdentifier,
    teamIdentifier: config.teamIdentifier,
    serialNumber: passSerialNumber(wallet.memberId, card.serial),
    webServiceURL: service.url,
    authenticationToken: service.authenticationToken,
    organizationName: association.name,
    description: `${association.name} membership card`,
    logoText: association.name,
    backgroundColor: BACKGROUND,
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(220, 228, 240)',
    sharingProhibited: true,
    generic: {
      primaryFields: [field('name', 'Member', card.name)],
      secondaryFields: [field('company', 'Company', card.company)],
      auxiliaryFields: [
        field('category', 'Category', card.category),
        field('member_number', 'Member number', card.member_number),
        field('valid_till', 'Valid till', card.valid_until),
      ],
      backFields: [field('check', 'Check this card', `Scan the QR or open ${card.verify_url}`)],
    },
  };
}

function images(wallet: WalletCard): Record<string, Buffer> {
  const logo = wallet.association.logoType === 'image/png' ? wallet.association.logo : null;
  const files: Record<string, Buffer> = {
    'icon.png': logo ?? solidPng(29, ICON_COLOUR),
    'icon@2x.png': logo ?? solidPng(58, ICON_COLOUR),
  };
  if (logo) files['logo.png'] = logo;
  // The photo only when a PNG (Wallet's images are PNG).
  if (wallet.photo && wallet.photo.subarray(1, 4).toString('latin1') === 'PNG') {
    files['thumbnail.png'] = wallet.photo;
  }
  return files;
}

/** Voided: a revoked card, or a member not current before the end date (e.g. suspended). */
export function isPassVoided(wallet: WalletCard, at: Date): boolean {
  return wallet.revoked || (!wallet.card.active && (wallet.expiry === null || wallet.expiry > at));
}

export function buildApplePass(
  config: ApplePassConfig,
  wallet: WalletCard,
  service: PassWebService,
  at: Date,
): Buffer {
  const json = passJson(config, wallet, service);
  const pass = new PKPass(
    { ...images(wallet), 'pass.json': Buffer.from(JSON.stringify(json)) },
    {
      wwdr: config.wwdr,
      signerCert: config.certificate,
      signerKey: config.key,
      ...(config.keyPassphrase ? { signerKeyPassphrase: config.keyPassphrase } : {}),
    },
    { voided: isPassVoided(wallet, at) },
  );
  pass.setBarcodes({
    message: wallet.card.verify_url,
    format: 'PKBarcodeFormatQR',
    messageEncoding: 'iso-8859-1',
    altText: wallet.card.member_number,
  });
  if (wallet.expiry) pass.setExpirationDate(wallet.expiry);
  return pass.getAsBuffer();
}
