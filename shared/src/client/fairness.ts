import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { committedText } from '../rules/fairness';
import { RoundCommitments, type RoundProof } from '../schemas/fairness';
import { apiRequest } from './api-fetch';
import { activeLanguage, t } from './i18n/language-runtime';
import { queryKeys } from './query-keys';

/** Every played round's commitment, newest first, with its proof once over; `more` loads older rounds. */
export function useRoundCommitmentList() {
  const list = useInfiniteQuery({
    queryKey: queryKeys.roundCommitments,
    queryFn: async ({ pageParam }) =>
      RoundCommitments.parse(await apiRequest(`/api/rounds/commitments${pageParam ? `?before=${pageParam}` : ''}`)),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
  return {
    rounds: list.data?.pages.flatMap((page) => page.rounds) ?? [],
    pending: list.isPending,
    failed: list.isError,
    more: list.hasNextPage ? { loading: list.isFetchingNextPage, load: () => void list.fetchNextPage() } : null,
  };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What the player's own browser finds when it hashes a proof: the server is not asked. */
export type ProofCheck = 'checking' | 'holds' | 'fails' | 'unavailable';

/** Recomputes sha256(day|number|salt) with Web Crypto and compares it with the commitment. */
function useProofCheck(proof: RoundProof): ProofCheck {
  const [check, setCheck] = useState<ProofCheck>('checking');
  const text = committedText(proof);
  useEffect(() => {
    let current = true;
    // Web Crypto exists only in a secure context (https, or this machine).
    if (!globalThis.crypto?.subtle) {
      setCheck('unavailable');
      return;
    }
    setCheck('checking');
    sha256Hex(text).then(
      (hash) => current && setCheck(hash === proof.commitment ? 'holds' : 'fails'),
      () => current && setCheck('unavailable'),
    );
    return () => {
      current = false;
    };
  }, [text, proof.commitment]);
  return check;
}

/** A commitment short enough for a line of the game screen; the page shows it whole. */
export const shortCommitment = (commitment: string) => `${commitment.slice(0, 10)}…${commitment.slice(-4)}`;

/** "Replaced by the admin at 10:00", in the active language and UTC, with the reason when one was given. */
function replacementLines(proof: RoundProof): string[] {
  if (!proof.replacedAt) return [];
  const time = new Intl.DateTimeFormat(activeLanguage(), { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(proof.replacedAt),
  );
  const replaced = t('fairness.replaced', { time: `${time} UTC` });
  return proof.reason ? [replaced, t('fairness.reason', { reason: proof.reason })] : [replaced];
}

/** "Answer: #1024", the id kept left to right (isolated) inside a right-to-left sentence. */
const answerLine = (proof: RoundProof) => t('fairness.answer', { number: `\u2066#${proof.number}\u2069` });

const CHECK_TEXT: Record<ProofCheck, string> = {
  checking: 'fairness.checking',
  holds: 'fairness.holds',
  fails: 'fairness.fails',
  unavailable: 'fairness.cannotCheck',
};

/** A round's proof as both apps tell it: the answer, any replacement, and what this browser's own check found. */
export function useProofReport(proof: RoundProof) {
  const check = useProofCheck(proof);
  return { check, verdict: t(CHECK_TEXT[check]), answer: answerLine(proof), replacements: replacementLines(proof) };
}
