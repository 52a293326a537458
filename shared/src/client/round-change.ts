import { TIMERS } from '../constants';

/** How long the round-change notice of both front ends (docs/SPEC.md section 4) counts down before it reloads. */
export const ROUND_CHANGE_SECONDS = TIMERS.roundChangeNoticeMs / 1000;
