// "Save to Google Wallet" (decision 102): a JWT signed with the association's service account key
// (RS256) that carries a Generic pass object, opened at https://pay.google.com/gp/v/save/<jwt>. The
// object's validTimeInterval ends with the membership, so Google Wallet shows it expired when it
// lapses; its id names the card's serial and end date, so a renewal saves a new pass rather than
// meeting the old one. The QR opens the live check, whatever the pass says.
import { importPKCS8, SignJWT } from 'jose';
import type { GoogleWalletConfig } from '../../config';
import type { WalletCard } from './wallet-card';

const LANGUAGE = 'en-IN';
const BACKGROUND = '#1d3557';

const text = (value: string) => ({ defaultValue: { language: LANGUAGE, value } });

/** Object and class ids are "<issuer id>.<suffix>", the suffix of letters, digits, '.', '_' or '-'. */
const suffix = (value: string) => value.replace(/[^\w.-]/g, '_');

export function genericObject(
  config: GoogleWalletConfig,
  wallet: WalletCard,
  publicUrl: string,
  at: Date,
) {
  const { card, expiry } = wallet;
  const end = expiry ? expiry.toISOString().slice(0, 10).replaceAll('-', '') : 'none';
  const expired = !card.active || expiry === null || expiry <= at;
  const logoUrl = wallet.association.logoKey
    ? `${publicUrl}/api/association/logo?v=${encodeURIComponent(wallet.association.logoKey)}`
    : null;
  return {
    id: `${config.issuerId}.${suffix(`card-${wallet.memberId}-${card.serial}-${end}`)}`,
    classId: `${config.issuerId}.membership_card`,
    state: expired ? 'EXPIRED' : 'ACTIVE',
    cardTitle: text(wallet.association.name),
    subheader: text('Member'),
    header: text(card.name),
    ...(logoUrl
      ? { logo: { sourceUri: { uri: logoUrl }, contentDescription: text(wallet.association.name) } }
      : {}),
    hexBackgroundColor: BACKGROUND,
    barcode: { type: 'QR_CODE', value: card.verify_url, alternateText: card.member_number },
    textModulesData: [
      { id: 'company', header: 'Company', body: card.company || '-' },
      { id: 'category', header: 'Category', body: card.category },
      { id: 'member_number', header: 'Member number', body: card.member_number || '-' },
      { id: 'valid_till', header: 'Valid till', body: card.valid_until || '-' },
    ],
    ...(expiry ? { validTimeInterval: { end: { date: expiry.toISOString() } } } : {}),
  };
}

export async function googleWalletUrl(
  config: GoogleWalletConfig,
  wallet: WalletCard,
  publicUrl: string,
  at: Date,
): Promise<string> {
  const key = await importPKCS8(config.privateKey, 'RS256');
  const object = genericObject(config, wallet, publicUrl, at);
  const jwt = await new SignJWT({
    origins: [new URL(publicUrl).origin],
    typ: 'savetowallet',
    payload: { genericClasses: [{ id: object.classId }], genericObjects: [object] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.clientEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(at.getTime() / 1000))
    .sign(key);
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
