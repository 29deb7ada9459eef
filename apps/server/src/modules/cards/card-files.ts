// GET /api/card/pdf, /api/card/apple-pass and /api/card/google-wallet: the signed-in member's card
// as a PDF, an Apple Wallet pass and a "Save to Google Wallet" link. A wallet the association has
// not set up is a 404 (the card page does not offer it, decision 102).
import { NotFoundError } from '../../errors';
import type { Principal } from '../auth';
import { buildApplePass } from './apple-pass';
import type { CardDeps } from './card-deps';
import { renderCardPdf } from './card-pdf';
import { googleWalletUrl } from './google-wallet';
import { newPassToken, passTokenHash } from './pass-auth';
import { addPassToken } from './pass-registrations.repository';
import { walletCard } from './wallet-card';

/** Apple Wallet's web service for this portal (decision 116). */
export const passWebServiceUrl = (publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/passes`;

export const WALLET_NOT_SET_UP = 'This wallet is not set up by the association.';

export type CardFile = { fileName: string; body: Buffer };

const fileStem = (memberNumber: string) =>
  `membership-card${memberNumber ? `-${memberNumber}` : ''}`;

export async function cardPdf(deps: CardDeps, principal: Principal | null): Promise<CardFile> {
  const wallet = await walletCard(deps, principal);
  const body = await renderCardPdf(wallet, deps.now());
  return { fileName: `${fileStem(wallet.card.member_number)}.pdf`, body };
}

export async function applePass(deps: CardDeps, principal: Principal | null): Promise<CardFile> {
  const config = deps.wallets.apple;
  if (!config) throw new NotFoundError(WALLET_NOT_SET_UP);
  const wallet = await walletCard(deps, principal);
  // Each download carries a token of its own; the devices holding earlier ones keep theirs.
  const authenticationToken = newPassToken();
  await addPassToken(deps.db, wallet.cardId, passTokenHash(authenticationToken));
  const service = { url: passWebServiceUrl(deps.publicUrl), authenticationToken };
  const body = buildApplePass(config, wallet, service, deps.now());
  return { fileName: `${fileStem(wallet.card.member_number)}.pkpass`, body };
}

export async function googleWalletLink(
  deps: CardDeps,
  principal: Principal | null,
): Promise<{ url: string }> {
  const config = deps.wallets.google;
  if (!config) throw new NotFoundError(WALLET_NOT_SET_UP);
  const wallet = await walletCard(deps, principal);
  const url = await googleWalletUrl(config, wallet, deps.publicUrl.replace(/\/+$/, ''), deps.now());
  return { url };
}
