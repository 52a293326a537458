import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { usePublicConfig } from '@app/shared/client/ads';
import { useT } from '@app/shared/client/i18n/use-t';
import { telegramBotLink } from '@app/shared/links';
import { WEB_ROUTES } from '@app/shared/web-routes';
import './access-required.css';

/** Opened outside Telegram: the game needs the Telegram user, so point to the bot, or to the web game. */
export function AccessRequired() {
  const config = usePublicConfig().data;
  const t = useT();
  return (
    <Placeholder
      header={<h1 className="access-title">{t('miniapp.shell.access.title')}</h1>}
      description={t('miniapp.shell.access.description')}
      action={
        // The instructions follow the heading: the placeholder draws its children above it.
        <div className="access-actions">
          <p className="placeholder-text">{t('miniapp.shell.access.body')}</p>
          {config && (
            <Button Component="a" href={telegramBotLink(config)} target="_blank" rel="noreferrer" size="l">
              {t('miniapp.shell.access.open')}
            </Button>
          )}
          <Button Component="a" href={WEB_ROUTES.game} mode="bezeled" size="l">
            {t('miniapp.shell.access.web')}
          </Button>
        </div>
      }
    />
  );
}
