import { Button, Placeholder } from '@telegram-apps/telegram-ui';

const BOT_LINK = 'https://t.me/bwif_guess_bot';

/** Opened outside Telegram: the game needs the Telegram user, so point to the bot. */
export function AccessRequired() {
  return (
    <Placeholder
      header="Telegram Access Required"
      description="This app must be opened from Telegram"
      action={
        <Button Component="a" href={BOT_LINK} target="_blank" rel="noreferrer" size="l">
          Open the bot
        </Button>
      }
    >
      <p style={{ maxWidth: 320, textAlign: 'center' }}>
        Open our bot in Telegram and tap the Play button to start the daily NFT challenge.
      </p>
    </Placeholder>
  );
}
