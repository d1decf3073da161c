import type { RankingView } from '../../../core/loyalty/view-ranking';
import { browserStoreApi } from '../../state/api-client';

/** Reads a month's ranking again, as its page did (with the shopper's session), and hands it to `show`; a read that
 * fails (offline, the month refused) changes nothing: the next piece of news reads again. */
export const readRankingAgain = (month: string, show: (view: RankingView) => void): Promise<void> =>
  browserStoreApi.ranking(month).then(
    (now) => {
      if (now.ok) show(now.value);
    },
    () => undefined,
  );
