import {
  offlineCardList,
  offlineCardListResponse,
  type OfflineCardList,
} from '@portico/domain/contracts/cards.contract';
import { apiCall } from '../../../app/api-client';

/** How long the scanner trusts a downloaded list: a day's event. */
export const OFFLINE_LIST_MS = 24 * 60 * 60_000;

const STORAGE_KEY = 'portico.card-check.offline';

/** The list kept on this device while it is less than a day old; else null (and it is dropped). */
export function storedList(at: Date): OfflineCardList | null {
  try {
    const parsed = offlineCardList.safeParse(
      JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'),
    );
    if (parsed.success && at.getTime() - Date.parse(parsed.data.fetched_at) < OFFLINE_LIST_MS) {
      return parsed.data;
    }
  } catch {
    // Unreadable: downloaded again.
  }
  localStorage.removeItem(STORAGE_KEY);
  return null;
}

/** GET /api/staff/card-check/offline, kept on this device for the day. */
export async function downloadList(): Promise<OfflineCardList> {
  const { data } = await apiCall('/staff/card-check/offline', offlineCardListResponse);
  localStorage.setItem(STORAGE_KEY, JSON.stringify(data));
  return data;
}
