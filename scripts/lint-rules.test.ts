import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What ESLint reports for `code` as if it were the repository's file at `path`. */
async function eslintMessages(path: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: join(ROOT, path) });
  return result!.messages;
}

/** The rules ESLint reports for `code` as if it were the repository's file at `path`. */
async function eslintRules(path: string, code: string): Promise<(string | null)[]> {
  return (await eslintMessages(path, code)).map((message) => message.ruleId);
}

describe('what npm run lint refuses', () => {
  it("the bot importing db, and server code importing the front ends' part of shared", async () => {
    const dbInBot = "import type { Db } from '@app/db/client';\nexport type Probe = Db;\n";
    expect(await eslintRules('bot/src/probe.ts', dbInBot)).toEqual(['import-x/no-restricted-paths']);
    const clientCode =
      "import { currentGameQuery } from '@app/shared/client/game';\nexport const probe = currentGameQuery;\n";
    for (const server of ['api/src/probe.ts', 'bot/src/probe.ts', 'db/src/probe.ts', 'scripts/probe.ts'])
      expect(await eslintRules(server, clientCode)).toEqual(['import-x/no-restricted-paths']);
    expect(await eslintRules('web/src/probe.ts', clientCode)).toEqual([]);
  }, 60_000);

  it('an API feature importing a feature not listed for it, with the way to fix it', async () => {
    const inPractice = 'api/src/features/practice/probe.ts';
    const probe = (path: string) => `import * as imported from '../${path}';\nexport const probe = imported;\n`;
    const refused = await eslintMessages(inPractice, probe('weekly/force'));
    expect(refused.map((message) => message.ruleId)).toEqual(['import-x/no-restricted-paths']);
    expect(refused[0]!.message).toContain('The practice feature imports only game, images (API_FEATURE_IMPORTS');
    expect(await eslintRules(inPractice, probe('game/player-state'))).toEqual([]);
  }, 60_000);

  it('an API feature importing one that reaches back to it: a loop between features, with the way round', async () => {
    const inLeaderboard = 'api/src/features/leaderboard/probe.ts';
    const probe = "import { resetLeaderboards } from '../admin/resets';\nexport const probe = resetLeaderboards;\n";
    const refused = await eslintMessages(inLeaderboard, probe);
    expect(refused.map((message) => message.ruleId)).toEqual(['import-x/no-restricted-paths']);
    expect(refused[0]!.message).toContain(
      'The leaderboard feature does not import admin: admin -> leaderboard already',
    );
  }, 60_000);

  it('code below the features (identity, http, storage...) importing a feature; app.ts wiring one', async () => {
    const probe =
      "import { attributeInvite } from '../../features/invites/attribute';\nexport const probe = attributeInvite;\n";
    const refused = await eslintMessages('api/src/identity/session/probe.ts', probe);
    expect(refused.map((message) => message.ruleId)).toEqual(['import-x/no-restricted-paths']);
    expect(refused[0]!.message).toContain('Code below the features imports no feature');
    const wiring =
      "import { inviteSignInHook } from './features/invites/attribute';\nexport const probe = inviteSignInHook;\n";
    expect(await eslintRules('api/src/context.ts', wiring)).toEqual(['import-x/no-restricted-paths']);
    expect(await eslintRules('api/src/app.ts', wiring)).toEqual([]);
  }, 60_000);

  it('a file name that is not kebab-case', async () => {
    expect(await eslintRules('shared/src/rules/blurLevel.ts', 'export const probe = 1;\n')).toEqual([
      'unicorn/filename-case',
    ]);
  }, 60_000);

  it('a cycle made only of type imports', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cycle-'));
    try {
      writeFileSync(join(folder, 'a.ts'), "import type { B } from './b';\nexport interface A { b?: B }\n");
      writeFileSync(join(folder, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
      const options = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.js'));
      const { output } = await cruise([folder], options);
      const violations = typeof output === 'string' ? [] : output.summary.violations;
      expect(violations.map((violation) => violation.rule.name)).toEqual(['no-cycle']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
