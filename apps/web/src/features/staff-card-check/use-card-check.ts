import type { OfflineCardList } from '@portico/domain/contracts/cards.contract';
import { useCallback, useState } from 'react';
import { downloadList, storedList } from './api/offline-cards';
import { liveCheck } from './api/live-check';
import { checkOffline, tokenIn, type OfflineAnswer } from './card-check';
import type { LiveState } from './card-answer';

/**
 * The scanner's state: the offline list kept on this device, and the last card checked, first on
 * the device (instant, offline) and then, when online, live with the portal.
 */
export function useCardCheck() {
  const [list, setList] = useState<OfflineCardList | null>(() => storedList(new Date()));
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<OfflineAnswer | null>(null);
  const [live, setLive] = useState<LiveState>(null);

  const download = useCallback(async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      setList(await downloadList());
    } catch {
      setDownloadError('The cards could not be downloaded. Check the connection and try again.');
    } finally {
      setDownloading(false);
    }
  }, []);

  const check = useCallback(
    async (text: string) => {
      const token = tokenIn(text);
      const offline: OfflineAnswer = list
        ? await checkOffline(text, list, new Date())
        : { status: token ? 'unknown' : 'not-a-card' };
      setAnswer(offline);
      if (!token) return setLive(null);
      if (!navigator.onLine) return setLive('offline');
      setLive('pending');
      try {
        setLive(await liveCheck(token));
      } catch {
        setLive('failed');
      }
    },
    [list],
  );

  return { list, download, downloading, downloadError, answer, live, check };
}
