// Everything the PDF card and the wallet passes print, gathered once: the member's card (as the card
// page shows it), the association's saved name and logo, the photo's bytes and the expiry itself
// (the passes carry it as a date, so a wallet shows the card expired once the membership lapses).
import type { MemberCard } from '@portico/domain/contracts/cards.contract';
import type { Readable } from 'node:stream';
import type { Principal } from '../auth';
import { requireMember } from '../members';
import { findMemberCardDetails } from '../records';
import { logoBytes } from '../settings';
import type { CardDeps } from './card-deps';
import { currentCard, type CardRow } from './cards.repository';
import { cardOf } from './member-card';

export type WalletCard = {
  card: MemberCard;
  memberId: number;
  /** The membership_cards row's id. */
  cardId: number;
  /** A revoked card (or an erased member's): its pass is voided (decision 116). */
  revoked: boolean;
  association: {
    name: string;
    logo: Buffer | null;
    logoType: string | null;
    logoKey: string | null;
  };
  photo: Buffer | null;
  /** The end of the membership; null without a period. */
  expiry: Date | null;
};

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export async function walletCard(deps: CardDeps, principal: Principal | null): Promise<WalletCard> {
  const member = await requireMember(deps.db, principal);
  const card = await currentCard(deps.db, member.id);
  const wallet = await walletCardOf(deps, card);
  if (!wallet) throw new Error(`member ${member.id} has no category`);
  return wallet;
}

/** What one card's files print (the member's current card, or a pass a device asks for). */
export async function walletCardOf(deps: CardDeps, row: CardRow): Promise<WalletCard | null> {
  const card = await cardOf(deps, row.memberId, row.serial);
  const details = await findMemberCardDetails(deps.db, row.memberId);
  if (!card || !details) return null;
  const association = await deps.association.current();
  const photo = details.photoKey ? await bytesOf(await deps.files.get(details.photoKey)) : null;
  return {
    card,
    memberId: row.memberId,
    cardId: row.id,
    revoked: row.revokedAt !== null || details.member.erasedAt !== null,
    association: {
      name: association.name,
      logo: await logoBytes(deps.files, association.logo),
      logoType: association.logo?.contentType ?? null,
      logoKey: association.logo?.key ?? null,
    },
    photo,
    expiry: details.expiry,
  };
}
