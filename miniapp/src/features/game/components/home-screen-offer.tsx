import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { usePlayerStats } from '@app/shared/client/game';
import { useT } from '@app/shared/client/i18n/use-t';
import { safeStorage } from '@app/shared/client/safe-storage';
import { useDeviceFlags } from '../../../lib/device-flags';
import { addToHomeScreen, canAddToHomeScreen, homeScreenStatus } from '../../../lib/home-screen';

/** Days played before the offer: a player who came back three times is one who would use a shortcut. */
const OFFER_FROM_DAYS = 3;
const OFFERED_KEY = 'home-screen-offered';
const FLAG_KEYS = [OFFERED_KEY];
const browserStorage = safeStorage('local');

/**
 * "Add to Home Screen", offered once after the third day played: only where the client can
 * add it and Telegram says the shortcut is missing (checked first, Bot API 8.0).
 */
export function HomeScreenOffer() {
  const t = useT();
  const supported = canAddToHomeScreen();
  const stats = usePlayerStats(supported);
  const device = useDeviceFlags(browserStorage, FLAG_KEYS);
  const [offer, setOffer] = useState(false);
  const due = supported && device !== null && (stats.data?.played ?? 0) >= OFFER_FROM_DAYS && !device.get(OFFERED_KEY);
  useEffect(() => {
    if (!due) return;
    let live = true;
    void homeScreenStatus().then((status) => {
      if (!live || status !== 'missed') return;
      device?.set(OFFERED_KEY, '1');
      setOffer(true);
    });
    return () => {
      live = false;
    };
  }, [due]);
  if (!offer) return null;
  const add = () => {
    addToHomeScreen();
    setOffer(false);
  };
  return (
    <div className="callout callout-hint home-screen-offer">
      <p>{t('miniapp.homeScreen.offer')}</p>
      <Button size="m" stretched onClick={add}>
        {t('miniapp.homeScreen.add')}
      </Button>
    </div>
  );
}
