import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { usePublicConfig } from '@app/shared/client/ads';
import { RETENTION_COPY } from '@app/shared/client/retention';
import { telegramSharePath } from '@app/shared/links';
import type { Invite } from '@app/shared/schemas/retention';
import { openTelegramLink } from '../../../lib/controls';
import './invite-section.css';

/** The player's invite link, shared through Telegram's chat picker, and what it brought. */
export function InviteSection({ invite }: { invite: Invite }) {
  const config = usePublicConfig();
  return (
    <Section
      className="invite-section"
      header={RETENTION_COPY.inviteTitle}
      footer={config.data ? RETENTION_COPY.inviteText(config.data.referralPoints) : undefined}
    >
      <Cell multiline subtitle="Your invite link">
        <span className="invite-link">{invite.link}</span>
      </Cell>
      <Cell after={<span className="tabular">{invite.invited}</span>}>{RETENTION_COPY.invited}</Cell>
      <Cell after={<span className="tabular">{invite.rewarded}</span>}>{RETENTION_COPY.rewarded}</Cell>
      <div className="row">
        <Button
          size="l"
          stretched
          onClick={() => openTelegramLink(telegramSharePath(invite.link, RETENTION_COPY.shareMessage))}
        >
          {RETENTION_COPY.inviteShare}
        </Button>
      </div>
    </Section>
  );
}
