import { useMe } from '@app/shared/client/identity/session';
import { useT } from '@app/shared/client/i18n/use-t';
import { canShareToStory, shareToStory } from '../../../lib/story';

/** "Share to Story" in the result sheet, where the client can post a story (Bot API 7.8). */
export function StoryShareButton({ roundId }: { roundId: number }) {
  const t = useT();
  const invite = useMe().data?.invite;
  if (!canShareToStory()) return null;
  const share = () =>
    shareToStory({
      roundId,
      caption: t('miniapp.story.caption'),
      link: invite ? { url: invite.link, name: t('miniapp.story.link') } : null,
    });
  return (
    <button type="button" className="pill-button" onClick={share}>
      {t('miniapp.story.share')}
    </button>
  );
}
