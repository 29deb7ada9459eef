// Settings › Company teams (admin, decision 118): whether a holder's transfer of the account needs
// the office's approval. One row read on each use, so every process follows a change at once.
import type { TeamSettings } from '@portico/domain/contracts/team.contract';
import type { Database } from '../../db/client';
import type { StaffPrincipal } from '../auth';
import { recordAudit, staffActor } from '../audit';
import { readTransfersNeedApproval, saveTransfersNeedApproval } from './transfer.repository';

export async function readTeamSettings(db: Database): Promise<TeamSettings> {
  return { transfers_need_approval: await readTransfersNeedApproval(db) };
}

export async function saveTeamSettings(
  deps: { db: Database; now: () => Date },
  principal: StaffPrincipal,
  settings: TeamSettings,
): Promise<TeamSettings> {
  await deps.db.transaction(async (tx) => {
    const before = { transfers_need_approval: await readTransfersNeedApproval(tx) };
    await saveTransfersNeedApproval(
      tx,
      settings.transfers_need_approval,
      principal.staffId,
      deps.now(),
    );
    await recordAudit(tx, {
      actor: staffActor(principal),
      action: 'settings.team',
      entity: 'settings',
      entityId: 'team',
      before,
      after: settings,
    });
  });
  return readTeamSettings(deps.db);
}
