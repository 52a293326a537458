import { createHash } from 'node:crypto';
import { roundCommitments } from '@app/db/schema/rounds';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareRound } from '../game/prepared';
import { adminClient, startAppWithPlayer, startTestApp, type TestApp, type TestClient } from '../../../test/harness';
import { fixedBalanceLedger } from '../../adapters/ledger/fixed-balances';
import type { LedgerMemo } from '../../adapters/ledger/types';

let app: TestApp;
let player: TestClient;

beforeEach(async () => {
  ({ app, player } = await startAppWithPlayer());
});

afterEach(() => app.close());

/** The check a player runs: sha256 of `day|number|salt`, written out here rather than borrowed from the code. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The offline ledger's memo: a derived hash, and no explorer to show it on. */
const standInMemo = { txHash: expect.stringMatching(/^[0-9A-F]{64}$/), explorerUrl: null };

async function saltOf(roundId: number): Promise<string> {
  const rows = await app.deps.database.select().from(roundCommitments);
  return rows.find((row) => row.roundId === roundId)!.salt;
}

describe('the commitment of a day', () => {
  it('is public from the first second, and the proof after the day ends recomputes to it', async () => {
    const round = await app.currentRound();
    const current = (await player.get('/api/game/current')).body;
    expect(current.commitment).toMatch(/^[0-9a-f]{64}$/);

    const early = await player.get(`/api/rounds/${round.id}/proof`);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toContain('still being played');

    app.clock.set('2026-11-19T00:00:01Z');
    const proof = await app.client().get(`/api/rounds/${round.id}/proof`);
    expect(proof.status).toBe(200);
    expect(proof.body).toEqual({
      roundId: round.id,
      day: '2026-11-18',
      commitment: current.commitment,
      number: round.nft.nftId.replace(/^0+(?=\d)/, ''),
      salt: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const { day, number, salt } = proof.body;
    expect(sha256(`${day}|${number}|${salt}`)).toBe(current.commitment);
  });

  it('keeps both commitments when the admin replaces the round, and reveals the replaced one at once with the reason', async () => {
    const replaced = await app.currentRound();
    await app.runDueJobs();
    const before = (await player.get('/api/game/current')).body;
    const admin = await adminClient(app);
    const other = (await admin.get('/api/admin/nfts')).body.find(
      (nft: any) => nft.id !== replaced.nft.id && nft.active,
    );
    const set = await admin.post(`/api/admin/nfts/${other.id}/set-today`, { reason: 'The image host was down' });
    expect(set.status).toBe(200);

    const after = (await player.get('/api/game/current')).body;
    expect(after.roundId).toBe(set.body.roundId);
    expect(after.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(after.commitment).not.toBe(before.commitment);

    const proof = (await player.get(`/api/rounds/${replaced.id}/proof`)).body;
    expect(proof).toMatchObject({
      commitment: before.commitment,
      number: replaced.nft.nftId,
      reason: 'The image host was down',
      replacedAt: '2026-11-18T10:00:00.000Z',
    });
    expect(sha256(`${proof.day}|${proof.number}|${proof.salt}`)).toBe(before.commitment);
    expect((await player.get(`/api/rounds/${after.roundId}/proof`)).status).toBe(409);

    const listed = (await player.get('/api/rounds/commitments')).body.rounds;
    expect(listed).toEqual([
      { roundId: after.roundId, day: '2026-11-18', commitment: after.commitment, proof: null, memo: standInMemo },
      { roundId: replaced.id, day: '2026-11-18', commitment: before.commitment, proof, memo: standInMemo },
    ]);

    const audit = (await admin.get('/api/admin/audit?action=nft.set-today')).body;
    expect(JSON.parse(audit[0].detail)).toMatchObject({
      roundId: after.roundId,
      commitment: after.commitment,
      replacedRoundId: replaced.id,
      reason: 'The image host was down',
    });
  });

  it('commits a round prepared ahead, and opening it at midnight keeps that commitment', async () => {
    const tomorrow = await prepareRound({ ctx: { ...app.deps, now: app.clock.now() }, input: '2026-11-19' });
    expect(tomorrow!.round.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect((await player.get('/api/rounds/commitments')).body.rounds).toHaveLength(1);

    app.clock.set('2026-11-19T00:00:00Z');
    const current = (await player.get('/api/game/current')).body;
    expect(current.roundId).toBe(tomorrow!.round.id);
    expect(current.commitment).toBe(tomorrow!.round.commitment);
  });

  it('refuses an unknown round, a bad id, and a replacement reason that is too long', async () => {
    expect((await player.get('/api/rounds/999999/proof')).status).toBe(404);
    const bad = await player.get('/api/rounds/abc/proof');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('roundId');
    expect((await player.get('/api/rounds/commitments?before=x')).status).toBe(400);
    const admin = await adminClient(app);
    const { nft } = await app.currentRound();
    const long = await admin.post(`/api/admin/nfts/${nft.id}/set-today`, { reason: 'x'.repeat(281) });
    expect(long.status).toBe(400);
  });
});

describe('the commitment on the ledger', () => {
  it("puts the open round's commitment in one memo, tried again after a failed send", async () => {
    const memos: LedgerMemo[] = [];
    let down = true;
    const ledger = fixedBalanceLedger(new Map());
    await app.close();
    app = await startTestApp({
      overrides: {
        ledger: {
          ...ledger,
          publishMemo: async (memo) => {
            if (down) throw new Error('ledger unreachable');
            memos.push(memo);
            return 'AB'.repeat(32);
          },
        },
      },
    });
    const round = await app.currentRound();
    await app.runDueJobs();
    expect((await app.client().get('/api/rounds/commitments')).body.rounds[0].memo).toBeNull();

    down = false;
    await app.runDueJobs();
    await app.runDueJobs();
    expect(memos).toEqual([{ type: 'bwif-guess/commitment', data: `${round.day}|${round.id}|${round.commitment}` }]);
    const listed = (await app.client().get('/api/rounds/commitments')).body.rounds[0];
    expect(listed.memo).toEqual({ txHash: 'AB'.repeat(32), explorerUrl: null });
  });
});

describe('before the round is over', () => {
  it('no answer the game gives carries its salt or its number', async () => {
    const round = await app.currentRound();
    await app.runDueJobs();
    const salt = await saltOf(round.id);
    const number = round.nft.nftId;
    await player.post('/api/game/guess', { guess: number === '7' ? '8' : '7', roundId: round.id });
    const visitor = app.client();
    const answers = await Promise.all([
      player.get('/api/game/current'),
      player.get('/api/game/image'),
      visitor.get('/api/game/image'),
      player.get('/api/archive'),
      player.get(`/api/archive/${round.id}`),
      visitor.get(`/api/og/round-${round.id}.jpg`),
      visitor.get('/'),
      visitor.get(`/api/rounds/${round.id}/proof`),
      visitor.get('/api/rounds/commitments'),
    ]);
    for (const answer of answers) {
      expect(answer.text).not.toContain(salt);
      expect(answer.text).not.toContain(`"${number}"`);
      expect(answer.text).not.toContain(`#${number}`);
    }
    const listed = answers.at(-1)!.body.rounds;
    expect(listed).toEqual([
      { roundId: round.id, day: round.day, commitment: expect.any(String), proof: null, memo: standInMemo },
    ]);
  });
});
