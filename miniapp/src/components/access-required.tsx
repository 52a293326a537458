import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { usePublicConfig } from '@app/shared/client/ads';

/** Opened outside Telegram: the game needs the Telegram user, so point to the bot. */
export function AccessRequired() {
  const bot = usePublicConfig().data?.telegramBotUsername;
  return (
    <Placeholder
      header="Telegram Access Required"
      description="This app must be opened from Telegram"
      action={
        bot && (
          <Button Component="a" href={`https://t.me/${bot}`} target="_blank" rel="noreferrer" size="l">
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
