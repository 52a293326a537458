import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureMenu } from '../src/create-bot';
import { startBotHarness, type BotHarness } from './fixtures';

let h: BotHarness;
beforeEach(async () => {
  h = await startBotHarness();
});
afterEach(() => h.close());

/** The command lists for everyone whose language has none of its own. */
const englishLists = () => h.api.callsOf('setMyCommands').filter(({ payload }) => !payload.language_code);

describe('configureMenu', () => {
  it('sets a web_app menu button opening the Mini App and the command list', async () => {
    await configureMenu(h.bot, h.config);
    const [menu] = h.api.callsOf('setChatMenuButton');
    expect(menu!.payload.menu_button).toEqual({
      type: 'web_app',
      text: 'Play',
      web_app: { url: 'https://guess.example/telegram' },
    });
    const [commands] = h.api.callsOf('setMyCommands');
    expect(commands!.payload.commands.map((entry: { command: string }) => entry.command)).toEqual([
      'start',
      'today',
      'top',
      'points',
      'remind',
      'help',
    ]);
  });

  it("lists the admin commands besides the players' ones in each admin's chat, and only there", async () => {
    await configureMenu(h.bot, { ...h.config, adminIds: ['1', '42'] });
    const listed = englishLists().map(({ payload }) => ({
      scope: payload.scope ?? 'default',
      commands: payload.commands.map((entry: { command: string }) => entry.command),
    }));
    const players = ['start', 'today', 'top', 'points', 'remind', 'help'];
    const admins = [...players, 'maintenance', 'announce', 'archive', 'backup', 'stats'];
    expect(listed).toEqual([
      { scope: 'default', commands: players },
      { scope: { type: 'all_group_chats' }, commands: ['play', 'top', 'daily'] },
      { scope: { type: 'chat', chat_id: 1 }, commands: admins },
      { scope: { type: 'chat', chat_id: 42 }, commands: admins },
    ]);
  });

  it("skips, with a warning, an admin's chat Telegram does not know, and lists the commands for the others", async () => {
    h.api.forgetChat(42);
    await configureMenu(h.bot, { ...h.config, adminIds: ['42', '1'] }, h.logger);
    const adminScopes = englishLists().map(({ payload }) => payload.scope?.chat_id);
    expect(adminScopes).toEqual([undefined, undefined, 42, 1]);
    expect(h.logger.entries).toEqual([
      expect.objectContaining({ level: 'warn', object: expect.objectContaining({ adminId: '42' }) }),
    ]);
  });

  it('describes the commands in each language for its users, in private chats and groups', async () => {
    await configureMenu(h.bot, h.config);
    const described = (language_code: string, scope?: string) =>
      h.api
        .callsOf('setMyCommands')
        .find(({ payload }) => payload.language_code === language_code && payload.scope?.type === scope)!
        .payload.commands.map((entry: { description: string }) => entry.description);
    expect(described('ru')[0]).toBe('Сыграть в ежедневное NFT-задание');
    expect(described('pt', 'all_group_chats')[0]).toBe('Jogue o NFT de hoje com este grupo');
    const codes = new Set(h.api.callsOf('setMyCommands').map(({ payload }) => payload.language_code));
    expect(codes).toEqual(new Set([undefined, 'es', 'pt', 'ru', 'tr', 'id', 'ja', 'ko', 'ar']));
  });
});
