import { messageResponse } from '@portico/domain/contracts/common';
import { apiCall } from '../../api-client';

/**
 * POST /api/logout: ends the token on the server. A plain call, not a mutation: it must take the
 * token now, before the session is cleared (a mutation would send it a tick later, without it).
 */
export function endServerSession(): Promise<unknown> {
  return apiCall('/logout', messageResponse, { method: 'POST' });
}
