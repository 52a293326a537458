import type { AdminNft } from '@app/shared/schemas/admin';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A yyyy-MM-dd day as the admin page writes it: "Nov 16, 2026". */
export const formatDay = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`));

/** When an NFT's number last was a round's answer: "Last played Nov 16, 2026", or "Never played". */
export const lastPlayedText = ({ lastPlayed }: Pick<AdminNft, 'lastPlayed'>) =>
  lastPlayed ? `Last played ${formatDay(lastPlayed)}` : 'Never played';

/** What playing an NFT again costs: on that day every past puzzle rests, since one would give the answer away. */
export const repeatWarning = ({ lastPlayed }: Pick<AdminNft, 'lastPlayed'>) =>
  lastPlayed
    ? `Its number last played ${formatDay(lastPlayed)}: on a day it plays again, every past puzzle rests.`
    : 'Its number has never played.';
