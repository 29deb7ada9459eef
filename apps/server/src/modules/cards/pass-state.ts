// What a card's pass shows, as one digest (decision 116): the pass job pushes an update when it
// changes. Validity above all (a renewal's new end, a lapse, a suspension, a revoked card or an
// erased member), and the printed details with it (a new name or category).
import { createHash } from 'node:crypto';
import type { CardRosterRow } from '../records';

export function passStateOf(
  card: { revokedAt: Date | null },
  member: CardRosterRow | undefined,
  at: Date,
): string {
  const revoked = card.revokedAt !== null || !member || member.erased;
  const shown = revoked
    ? ['revoked']
    : [
        member.name,
        member.company,
        member.category,
        member.status,
        member.expiry?.toISOString() ?? null,
        member.status === 'active' && member.expiry !== null && member.expiry > at,
      ];
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex');
}
