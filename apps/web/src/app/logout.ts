import { apiRequest } from './api-client';
import { clearProcess } from './process';
import { clearAuth } from './session';

/**
 * Logs the member out: POST /api/logout ends the token on the server (a failure is ignored: the
 * token is forgotten here either way), then the auth and process state are cleared.
 */
export async function logOut(): Promise<void> {
  try {
    await apiRequest<unknown>('/logout', { method: 'POST' });
  } catch {
    // Already ended, expired or offline: nothing to undo.
  }
  clearAuth();
  clearProcess();
}
