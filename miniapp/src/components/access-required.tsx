import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { usePublicConfig } from '@app/shared/client/ads';
import { useT } from '@app/shared/client/i18n/use-t';
import { telegramBotLink } from '@app/shared/links';
import './access-required.css';

/** Opened outside Telegram: the game needs the Telegram user, so point to the bot. */
export function AccessRequired() {
  const config = usePublicConfig().data;
  const t = useT();
  return (
    <Placeholder
      header={t('miniapp.shell.access.title')}
      description={t('miniapp.shell.access.description')}
      action={
        config && (
          <Button Component="a" href={telegramBotLink(config)} target="_blank" rel="noreferrer" size="l">
            {t('miniapp.shell.access.open')}
          </Button>
        )
      }
    >
      <p className="placeholder-text">{t('miniapp.shell.access.body')}</p>
    </Placeholder>
  );
}
