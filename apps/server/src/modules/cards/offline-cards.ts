// GET /api/staff/card-check/offline (staff): what the scanner at an event's door needs to check
// cards for a day without a network (decision 103): the association's public key, the revoked
// cards, and for each unrevoked card what it shows and when its membership ends. The list names
// members, so it is staff-only and the scanner keeps it for a day only.
import type { OfflineCardList } from '@portico/domain/contracts/cards.contract';
import { listCardRoster } from '../records';
import type { CardDeps } from './card-deps';
import { cardDate } from './card-face';
import { listCardSerials } from './cards.repository';

/** The Ed25519 public key's 32 raw bytes, the tail of its SPKI DER encoding. */
export function rawPublicKey(deps: Pick<CardDeps, 'keys'>): string {
  const der = deps.keys.publicKey.export({ format: 'der', type: 'spki' });
  return der.subarray(der.length - 32).toString('base64url');
}

export async function offlineCards(deps: CardDeps): Promise<OfflineCardList> {
  const { revoked, current } = await listCardSerials(deps.db);
  const roster = new Map(
    (await listCardRoster(deps.db, [...new Set(current.map(([memberId]) => memberId))])).map(
      (row) => [row.memberId, row],
    ),
  );
  const cards = current.flatMap(([m, c]) => {
    const row = roster.get(m);
    // An erased member's card names no one: it is refused like a revoked one.
    if (!row || row.erased) return [];
    return [
      {
        m,
        c,
        name: row.name,
        company: row.company,
        category: row.category,
        valid_until: row.expiry ? cardDate(row.expiry) : '',
        expires_at: row.expiry?.toISOString() ?? null,
        member_active: row.status === 'active',
      },
    ];
  });
  const erased = current.filter(([m]) => roster.get(m)?.erased === true);
  return {
    public_key: rawPublicKey(deps),
    fetched_at: deps.now().toISOString(),
    revoked: [...revoked, ...erased],
    cards,
  };
}
