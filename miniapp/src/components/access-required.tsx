import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { usePublicConfig } from '@app/shared/client/ads';
import { telegramBotLink } from '@app/shared/links';
import './access-required.css';

/** Opened outside Telegram: the game needs the Telegram user, so point to the bot. */
export function AccessRequired() {
  const config = usePublicConfig().data;
  return (
    <Placeholder
      header="Telegram Access Required"
      description="This app must be opened from Telegram"
      action={
        config && (
          <Button Component="a" href={telegramBotLink(config)} target="_blank" rel="noreferrer" size="l">
            Open the bot
          </Button>
        )
      }
    >
      <p className="placeholder-text">
        Open our bot in Telegram and tap the Play button to start the daily NFT challenge.
      </p>
    </Placeholder>
  );
}
