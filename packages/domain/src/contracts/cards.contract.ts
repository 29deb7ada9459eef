// The digital membership card (decision 092): GET /api/card (the signed-in member's card and its QR
// token), POST /api/card/reissue (the member revokes their card, a lost phone, and gets a new one),
// and the public GET /api/card/verify/:token and GET /api/card/photo/:token that a scanned QR opens.
import { z } from 'zod';
import { dataResponse } from './common';

/**
 * A card token: base64url(payload) "~" base64url(Ed25519 signature); anything else is a 400. Not a
 * dot: a path ending in ".xyz" reads as a file, and the server answers a missing file with a 404.
 */
export const CARD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,120}~[A-Za-z0-9_-]{86}$/;

export const cardTokenParams = z.object({
  token: z.string().regex(CARD_TOKEN_PATTERN, 'This is not a membership card.'),
});

export const CARD_STATUS_VALUES = ['active', 'lapsed', 'revoked'] as const;
export type CardStatus = (typeof CARD_STATUS_VALUES)[number];

/** What a scan shows, and nothing else: a revoked card names no one. */
export const cardVerification = z.discriminatedUnion('status', [
  z.object({
    status: z.literal(['active', 'lapsed']),
    name: z.string(),
    company: z.string(),
    category: z.string(),
    /** The representative photo the member uploaded, through the card's own link; null without one. */
    photo_url: z.string().nullable(),
    /** DD-MM-YYYY; empty without a membership period. */
    valid_until: z.string(),
    /** "Active until DD-MM-YYYY" or "Not a current member". */
    message: z.string(),
  }),
  z.object({ status: z.literal('revoked'), message: z.string() }),
]);
export type CardVerification = z.infer<typeof cardVerification>;

export const cardVerificationResponse = dataResponse(cardVerification);

/** The member's own card: what the card page shows, and the token its QR carries. */
export const memberCard = z.object({
  token: z.string(),
  /** What the QR encodes: the public verification page of this card. */
  verify_url: z.string(),
  serial: z.number().int(),
  member_number: z.string(),
  name: z.string(),
  company: z.string(),
  category: z.string(),
  photo_url: z.string().nullable(),
  valid_until: z.string(),
  active: z.boolean(),
  /** The wallets the association has set up (decision 102): a pass is offered only where signed. */
  wallets: z.object({ apple: z.boolean(), google: z.boolean() }),
});
export type MemberCard = z.infer<typeof memberCard>;

export const memberCardResponse = dataResponse(memberCard);

/** GET /api/card/google-wallet: the "Save to Google Wallet" link, a signed JWT in its path. */
export const googleWalletLinkResponse = dataResponse(z.object({ url: z.string() }));

/**
 * One card the staff's offline scanner knows (decision 103): an unrevoked card's member, what the
 * card shows, and when the membership ends (ISO; null without a period), so the scanner decides
 * "active" at the moment of the scan.
 */
export const offlineCard = z.object({
  m: z.number().int(),
  c: z.number().int(),
  name: z.string(),
  company: z.string(),
  category: z.string(),
  valid_until: z.string(),
  expires_at: z.string().nullable(),
  /** The member's status allows a current membership (not suspended, not erased). */
  member_active: z.boolean(),
});
export type OfflineCard = z.infer<typeof offlineCard>;

/** GET /api/staff/card-check/offline (staff only): what the scanner needs to check cards offline. */
export const offlineCardList = z.object({
  /** The association's Ed25519 public key: its 32 raw bytes, base64url. */
  public_key: z.string(),
  /** When the list was made (ISO): the scanner trusts it for a day. */
  fetched_at: z.string(),
  /** [member id, serial] of every revoked card. */
  revoked: z.array(z.tuple([z.number().int(), z.number().int()])),
  cards: z.array(offlineCard),
});
export type OfflineCardList = z.infer<typeof offlineCardList>;

export const offlineCardListResponse = dataResponse(offlineCardList);
