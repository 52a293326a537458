import { MOBILE_MAX_WIDTH_PX } from '@app/shared/constants';

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/** Mobile by user agent, or by touch with a viewport narrower than 768 px (docs/SPEC.md section 2). */
export function isMobileDevice(): boolean {
  if (MOBILE_AGENT.test(navigator.userAgent)) return true;
  const touch = 'ontouchstart' in window || navigator.maxTouchPoints > 0;
  return touch && window.innerWidth < MOBILE_MAX_WIDTH_PX;
}
