/** The commands Telegram lists in its menu, in order. */
export const COMMANDS = [
  { command: 'start', description: 'Play the daily NFT challenge' },
  { command: 'today', description: 'Your game today and the next challenge' },
  { command: 'top', description: "This week's leaders" },
  { command: 'points', description: 'Your BWIF points' },
  { command: 'remind', description: 'A daily reminder if you have not played' },
  { command: 'help', description: 'How to play' },
];

/** The commands Telegram lists in groups: playing together, and the daily post (admins). */
export const GROUP_COMMANDS = [
  { command: 'play', description: 'Play today’s NFT with this group' },
  { command: 'top', description: "This week's leaders" },
  { command: 'daily', description: 'Admins: /daily on or off, yesterday’s group results each day' },
];
