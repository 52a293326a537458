import { pointsByAttemptText } from '@app/shared/client/game-flow/game-copy';

const SECTIONS: Array<[string, string]> = [
  [
    'How to Play',
    `Each day at 00:00 UTC a new NFT from the XRP Ledger is shown blurred. Connect your Xaman wallet and guess its numeric ID. You have 3 attempts per day; the image becomes clearer after each wrong guess. A correct guess earns ${pointsByAttemptText({ ordinals: ['first', 'second', 'third'], unit: 'attempt' })}.`,
  ],
  [
    'Leaderboards and Token Holder Raffle',
    'Points count towards the weekly leaderboard, which runs from Monday 00:00 UTC to Sunday 23:59 UTC and is archived in the leaderboard history. Wallets holding at least 5,890,000 $BWIF also appear on the holders leaderboard and enter a weekly raffle paid in XRP, with chances weighted by their weekly points. Winners are announced within 48 hours after the week closes.',
  ],
  [
    'No Cost to Play',
    'The game is free. No purchase, payment or transaction is needed to play or to win. Signing in only proves that you control a wallet; it never moves funds.',
  ],
  [
    'Prizes',
    'Raffle prizes are paid in XRP to the winning wallet. Prize amounts are announced by the team and may change from week to week. We may withhold a prize if these terms were broken.',
  ],
  [
    'Privacy',
    'We store your public wallet address, your Telegram username if you link it, your guesses and your points. We do not sell personal data. Public leaderboards show a shortened wallet address or your chosen name.',
  ],
  [
    'User Conduct',
    'Play fairly: one person, one wallet. Automated guessing, exploiting bugs, or using several wallets to gain an advantage can lead to removal from the leaderboards and the raffle.',
  ],
  [
    'Third-Party Services',
    'The game relies on the Xaman wallet, the XRP Ledger, Telegram and NFT marketplaces. Their own terms apply to your use of them, and we are not responsible for their availability.',
  ],
  [
    'Limitation of Liability',
    'The game is provided as is, without warranties. To the extent the law allows, we are not liable for losses arising from its use, interruptions, or errors in scoring.',
  ],
  [
    'Termination',
    'We may suspend or end access for anyone who breaks these terms, and we may end the game at any time.',
  ],
  [
    'Changes',
    'We may update these terms. The date below tells when they last changed; continuing to play means you accept the current terms.',
  ],
  ['Contact', 'Questions? Reach the team through our Telegram bot or on X (Twitter).'],
];

export default function TermsPage() {
  return (
    <article className="card mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold">Terms and Conditions</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Last updated April 06, 2025</p>
      {SECTIONS.map(([title, text], index) => (
        <section key={title} className="mt-6">
          <h2 className="text-lg font-semibold">
            {index + 1}. {title}
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{text}</p>
        </section>
      ))}
    </article>
  );
}
