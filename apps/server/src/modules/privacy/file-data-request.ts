// POST /api/my_data_requests: the signed-in member asks for a correction (saying what is wrong) or
// an erasure (confirmed). One open request of each kind: a second is a 409.
import type { DataRequestBody, DataRequestItem } from '@portico/domain/contracts/privacy.contract';
import { PRIVACY_MESSAGES } from '@portico/domain/privacy';
import { ConflictError } from '../../errors';
import { recordAudit } from '../audit';
import type { Principal } from '../auth';
import { requireMember } from '../members';
import { insertDataRequest } from './data-requests.repository';
import { dataRequestItem } from './data-request-view';
import { findDataRequestsOf } from './member-data.repository';
import type { PrivacyDeps } from './privacy-deps';

export async function fileDataRequest(
  deps: Pick<PrivacyDeps, 'db' | 'now'>,
  principal: Principal | null,
  body: DataRequestBody,
): Promise<DataRequestItem> {
  const member = await requireMember(deps.db, principal);
  return deps.db.transaction(async (tx) => {
    const row = await insertDataRequest(tx, {
      memberId: member.id,
      kind: body.kind,
      details: body.kind === 'correction' ? body.details : null,
      createdAt: deps.now(),
    });
    if (!row) throw new ConflictError(PRIVACY_MESSAGES.requestOpenAlready);
    await recordAudit(tx, {
      actor: `member:${member.id}`,
      action: 'data_request.filed',
      entity: 'data_request',
      entityId: String(row.id),
      before: null,
      after: { kind: row.kind, member_id: member.id },
    });
    return dataRequestItem(row);
  });
}

export async function listMyDataRequests(
  deps: Pick<PrivacyDeps, 'db'>,
  principal: Principal | null,
): Promise<DataRequestItem[]> {
  const member = await requireMember(deps.db, principal);
  return (await findDataRequestsOf(deps.db, member.id)).map(dataRequestItem);
}
