import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAnnouncer } from '../src/announcer';
import { createGroupChats } from '../src/group-chats';
import { createReminderSender } from '../src/reminder-sender';
import { textUpdate } from './fake-bot-api';
import { startBotHarness, type BotHarness } from './fixtures';

let h: BotHarness;
beforeEach(async () => {
  h = await startBotHarness();
});
afterEach(() => h.close());

const firstButton = (payload: Record<string, any>) => payload.reply_markup.inline_keyboard[0][0];
const ada = (language_code?: string) => ({ id: 1001, first_name: 'Ada', username: 'ada', language_code });

describe("the bot speaks the player's language", () => {
  it('answers /start in Russian to a Russian language_code, and notes the code for later sends', async () => {
    await h.bot.handleUpdate(textUpdate('/start', ada('ru')));
    const message = h.lastMessage();
    expect(message.text).toBe(
      'Добро пожаловать в BWIF NFT Guess, Ada! Каждый день — новый размытый NFT: нажмите «Играть» и угадайте его ID.',
    );
    expect(firstButton(message).text).toBe('Играть');
    expect(h.state.telegramLanguages).toEqual(['ru']);
  });

  it("answers in the player's saved language over Telegram's", async () => {
    h.state.savedLanguages.set('1001', 'es');
    await h.bot.handleUpdate(textUpdate('/top', ada('ru')));
    expect(h.lastMessage().text).toBe(
      'Los mejores de la semana\n\n1. ada: 25 pts\n2. rBob...XXX: 12 pts\n3. carol: 10 pts',
    );
  });

  it("names an erased player on the board in the reader's language", async () => {
    h.state.top = [{ rank: 1, name: 'Deleted player', points: 25 }] as typeof h.state.top;
    await h.bot.handleUpdate(textUpdate('/top', ada('es')));
    expect(h.lastMessage().text).toBe('Los mejores de la semana\n\n1. Jugador eliminado: 25 pts');
  });

  it('answers in English to a language the game does not have', async () => {
    await h.bot.handleUpdate(textUpdate('/start', ada('de')));
    expect(h.lastMessage().text).toMatch(/^Welcome to BWIF NFT Guess, Ada!/);
  });

  it('uses the language rules of plurals and numbers: Russian points, Japanese help', async () => {
    await h.bot.handleUpdate(textUpdate('/points', ada('ru')));
    expect(h.lastMessage().text.split('\n')).toEqual([
      'У вас 42 очка BWIF (место №3).',
      'Серия игр: 4 дня · Рекорд: 6',
      'Ваша серия (4 дня) под угрозой: сыграйте сегодня, чтобы её сохранить.',
    ]);
    await h.bot.handleUpdate(textUpdate('/help', ada('ja')));
    expect(h.lastMessage().text).toContain('5,890,000 $BWIF');
    expect(h.lastMessage().text).toContain('1日3回挑戦できます');
  });

  it('writes the reminder’s hour as the player’s language writes a time', async () => {
    await h.bot.handleUpdate(textUpdate('/remind 8', ada('id')));
    expect(h.lastMessage().text).toContain('08.00 (UTC+5:30)');
  });

  it('apologises for a failure of the game in the update’s language', async () => {
    h.services.weeklyTop = async () => {
      throw new Error('database down');
    };
    await h.bot.handleUpdate(textUpdate('/top', ada('tr')));
    expect(h.lastMessage().text).toBe('Üzgünüz, bir şeyler ters gitti. Lütfen birazdan tekrar deneyin.');
  });
});

describe('what the bot sends on its own', () => {
  it('sends a reminder in the language it is given, buttons too', async () => {
    await createReminderSender(h.bot.api, h.config, h.logger).remind('1001', { current: 4, shieldsUsed: 0 }, 'pt-BR');
    const message = h.lastMessage();
    expect(message.text).toBe('O NFT de hoje está esperando. Mantenha sua sequência de 4 dias.');
    expect(message.reply_markup.inline_keyboard.flat().map((button: { text: string }) => button.text)).toEqual([
      'Jogar',
      'Parar lembretes',
    ]);
  });

  it('posts to the channel in ANNOUNCE_LANGUAGE', async () => {
    await createAnnouncer(h.bot, { ...h.config, announceLanguage: 'es' }, h.logger).newChallenge({
      roundNumber: 7,
      throwback: false,
      commitment: null,
    });
    const message = h.lastMessage();
    expect(message.text).toBe('¡El reto n.º 7 ya está aquí! ¿Sabes cuál es el NFT de hoy?');
    expect(firstButton(message).text).toBe('Jugar ya');
  });

  it("writes the channel's dates as ANNOUNCE_LANGUAGE writes a date, never as ISO days", async () => {
    const period = { periodId: 4, weekStart: '2026-11-16', weekEnd: '2026-11-22' };
    await createAnnouncer(h.bot, { ...h.config, announceLanguage: 'ja' }, h.logger).weeklyResults({
      ...period,
      top: [],
      holdersTop: [],
    });
    expect(h.lastMessage().text.split('\n')[0]).toBe('週間結果: 2026/11/16〜2026/11/22');
    await createAnnouncer(h.bot, { ...h.config, announceLanguage: 'es' }, h.logger).rafflePaid({
      ...period,
      name: 'whale',
      walletAddress: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
      prizeDrops: '5000000',
      txHash: 'CD'.repeat(32),
      explorerUrl: 'https://livenet.xrpl.org/transactions/CD',
    });
    expect(h.lastMessage().text.split('\n')[0]).toBe(
      'Premio del sorteo pagado: 5 XRP a whale (rHb9...yTh) por el periodo del 16 nov 2026 al 22 nov 2026.',
    );
  });

  it("posts a group's daily results in the group's language, else in ANNOUNCE_LANGUAGE", async () => {
    const chats = createGroupChats(h.bot.api, { ...h.config, announceLanguage: 'ko' }, h.logger);
    const post = {
      chatId: '-5005',
      title: 'Fans',
      roundNumber: 12,
      results: [{ name: 'Ada', attemptsUsed: 2, solved: true, points: 5 }],
      week: [{ name: 'Ada', points: 15 }],
      spread: null,
    };
    await chats.post({ ...post, language: 'ru' });
    expect(h.lastMessage().text).toBe(
      'Вчера в группе «Fans» (NFT №12 игры)\nAda: угадал(а) за 2/3, 5 очк.\n\nЭта неделя\n1. Ada: 15 очк.',
    );
    await chats.post({ ...post, language: 'ar', spread: { players: 4, solvedByAttempt: [1, 2, 0], missed: 1 } });
    expect(h.lastMessage().text.split('\n')[3]).toBe(
      'الجميع في اللعبة: 4 لاعبين · المحاولة الأولى 25٪ · الثانية 50٪ · الثالثة 0٪ · لم يعرفوها 25٪',
    );
    await chats.post({ ...post, language: null });
    expect(h.lastMessage().text.split('\n')[0]).toBe('어제의 Fans (게임의 NFT #12)');
  });
});
