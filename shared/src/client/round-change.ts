import { TIMERS } from '../constants';

/** The round-change notice of both front ends (docs/SPEC.md section 4): its wording and its countdown. */
export const ROUND_CHANGE_NOTICE = {
  title: 'New Challenge Available!',
  seconds: TIMERS.roundChangeNoticeMs / 1000,
  countdown: (secondsLeft: number) => `New Day, New Challenge! Refreshing in ${secondsLeft} seconds.`,
  refresh: 'Refresh Now',
} as const;
