import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { usePublicConfig } from '@app/shared/client/ads';
import { useLanguage, useT } from '@app/shared/client/i18n/use-t';
import { telegramSharePath } from '@app/shared/links';
import type { Invite } from '@app/shared/schemas/retention';
import { openTelegramLink } from '../../../lib/controls';
import './invite-section.css';

/** The player's invite link, shared through Telegram's chat picker, and what it brought. */
export function InviteSection({ invite }: { invite: Invite }) {
  const config = usePublicConfig();
  const t = useT();
  const language = useLanguage();
  return (
    <Section
      className="invite-section"
      header={t('invite.title')}
      footer={config.data ? t('invite.text', { points: config.data.referralPoints }) : undefined}
    >
      <Cell multiline subtitle={t('invite.linkLabel')}>
        <span className="invite-link" dir="ltr">
          {invite.link}
        </span>
      </Cell>
      <Cell after={<span className="tabular">{invite.invited.toLocaleString(language)}</span>}>
        {t('invite.invited')}
      </Cell>
      <Cell after={<span className="tabular">{invite.rewarded.toLocaleString(language)}</span>}>
        {t('invite.rewarded')}
      </Cell>
      <div className="row">
        <Button
          size="l"
          stretched
          className="wrapping-button"
          onClick={() => openTelegramLink(telegramSharePath(invite.link, t('invite.shareMessage')))}
        >
          {t('invite.share')}
        </Button>
      </div>
    </Section>
  );
}
