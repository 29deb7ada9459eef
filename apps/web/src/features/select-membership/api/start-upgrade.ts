import type { StartedUpgrade } from '@portico/domain/contracts/upgrade.contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

/**
 * POST /api/upgrade/start (decision 114): what the category needs beyond the member's record, or
 * the upgrade the server made from the record and where its review stands.
 */
export async function startUpgrade(membershipId: number): Promise<StartedUpgrade> {
  // The contract (and zod) load with the call, not with the picker in the entry.
  const { startUpgradeResponse } = await import('@portico/domain/contracts/upgrade.contract');
  const answer = await apiCall('/upgrade/start', startUpgradeResponse, {
    method: 'POST',
    body: { membership_id: membershipId },
  });
  return answer.data;
}

export function useStartUpgrade() {
  return useMutation({ mutationFn: startUpgrade });
}
