// GET /api/card/photo/:token, public: the representative photo of the member a valid, unrevoked card
// names. The card is the permission: no other upload is reachable this way.
import type { Readable } from 'node:stream';
import { NotFoundError } from '../../errors';
import { findMemberCardDetails } from '../records';
import type { CardDeps } from './card-deps';
import { readCardToken } from './card-token';
import { findCard } from './cards.repository';

export async function cardPhoto(
  deps: CardDeps,
  token: string,
): Promise<{ stream: Readable; mimeType: string }> {
  const claims = readCardToken(deps.keys, token);
  const card = claims ? await findCard(deps.db, claims.memberId, claims.serial) : undefined;
  if (!claims || !card || card.revokedAt) throw new NotFoundError();
  const details = await findMemberCardDetails(deps.db, claims.memberId);
  const stream = details?.photoKey ? await deps.files.get(details.photoKey) : null;
  if (!details?.photoKey || !stream) throw new NotFoundError();
  return { stream, mimeType: details.photoMimeType ?? 'application/octet-stream' };
}
