import { ATTEMPTS_PER_DAY } from '../../constants';
import { pointsChoiceText } from './game-copy';

/**
 * How to Play step by step, as the Mini App's visitor reads it (docs/SPEC.md) and a first
 * visit's sheet shows it; apart from the rules line, so the first screen's code goes without it.
 */
export const HOW_TO_PLAY = {
  title: 'How to Play',
  steps: [
    'Connect your Xaman wallet',
    'Guess the NFT ID (such as #385) from the blurred image',
    `You have ${ATTEMPTS_PER_DAY} attempts per day`,
    'The image clears with each attempt',
    `Score points: ${pointsChoiceText()}`,
    '$BWIF holders get bonus features',
  ],
  newDay: 'A new NFT appears every day at 00:00 UTC.',
  start: "Let's play",
} as const;
