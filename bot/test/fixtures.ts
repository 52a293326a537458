import { createBot } from '../src/create-bot';
import type { BotLogger } from '../src/logger';
import type { RankedName } from '@app/shared/announcements';
import type { BotConfig, BotServices, TodayStatus } from '../src/services';
import { FakeBotApi } from './fake-bot-api';

/** Ada (1001) has linked a wallet; everyone else has not. */
const LINKED_ID = 1001;
const NOW = new Date('2026-11-18T21:30:00Z');

export interface Recorded {
  level: 'info' | 'warn' | 'error';
  object: object;
  message?: string;
}

/** A logger that keeps what it is told, for assertions. */
function recordingLogger(): BotLogger & { entries: Recorded[] } {
  const entries: Recorded[] = [];
  const at = (level: Recorded['level']) => (object: object, message?: string) =>
    void entries.push({ level, object, message });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

/** Fake game services; `state` is changed by tests to shape the answers. */
function fakeServices() {
  const state = {
    today: { nextRoundAt: new Date('2026-11-19T00:00:00Z'), played: true, won: false, attemptsUsed: 2 } as Omit<
      TodayStatus,
      'linked'
    >,
    top: [
      { rank: 1, name: 'ada', points: 25 },
      { rank: 2, name: 'rBob...XXX', points: 12 },
      { rank: 3, name: 'carol', points: 10 },
    ] as RankedName[],
    topLimits: [] as number[],
    adminCalls: [] as string[],
    reminderChanges: [] as string[],
    chatsStarted: [] as string[],
    /** Saved languages by Telegram id, and the language_code each update came with. */
    savedLanguages: new Map<string, string>(),
    telegramLanguages: [] as Array<string | undefined>,
  };
  const services: BotServices = {
    holderMin: 5_890_000,
    today: async (telegramId) => ({ ...state.today, linked: telegramId === String(LINKED_ID) }),
    weeklyTop: async (limit) => {
      state.topLimits.push(limit);
      return state.top;
    },
    points: async (telegramId) =>
      telegramId === String(LINKED_ID)
        ? { points: 42, rank: 3, streak: { current: 4, best: 6, atRisk: true, broken: 0, shields: 0, shieldsUsed: 0 } }
        : null,
    setReminder: async (telegramId, change) => {
      state.reminderChanges.push(`${telegramId} ${change.enabled ? `on ${change.hour ?? 'same hour'}` : 'off'}`);
      if (telegramId !== String(LINKED_ID)) return null;
      return { enabled: change.enabled, hour: change.hour ?? 19, utcOffsetMinutes: 330, botStarted: true };
    },
    chatStarted: async (telegramId) => void state.chatsStarted.push(telegramId),
    playerLanguage: async (telegramId, telegramLanguage) => {
      state.telegramLanguages.push(telegramLanguage);
      return state.savedLanguages.get(telegramId) ?? null;
    },
    admin: {
      setMaintenance: async (id, on, notice) => {
        const told =
          notice && `: ${notice.minutes === null ? 'undetermined' : `${notice.minutes} min`}, "${notice.message}"`;
        state.adminCalls.push(`maintenance ${on} by ${id}${told ?? ''}`);
        return `Maintenance mode is ${on ? 'on' : 'off'}.`;
      },
      announce: async (id, { text, minutes, toChannel }) => {
        const options = `${minutes === null ? '' : ` for ${minutes} min`}${toChannel ? ' to the channel' : ''}`;
        state.adminCalls.push(`announce "${text}"${options} by ${id}`);
        return 'Announced.';
      },
      endAnnouncement: async (id) => {
        state.adminCalls.push(`end announcement by ${id}`);
        return 'Ended.';
      },
      archiveWeek: async (id) => {
        state.adminCalls.push(`archive by ${id}`);
        return 'Archived.';
      },
      backup: async () => 'Backed up.',
      stats: async () => 'Stats.',
    },
  };
  return { services, state };
}

/** A fake Bot API, a bot talking to it (initialised), and the pieces to inspect. */
export async function startBotHarness(overrides: Partial<BotConfig> = {}) {
  const api = await new FakeBotApi().start();
  const config: BotConfig = {
    token: '123:test',
    publicUrl: 'https://guess.example',
    apiRoot: api.apiRoot,
    announceChatId: '-100777',
    adminIds: ['1'],
    botUsername: 'bwif_guess_bot',
    miniAppShortName: 'play',
    ...overrides,
  };
  const { services, state } = fakeServices();
  const logger = recordingLogger();
  const bot = createBot({ config, services, logger, now: () => NOW });
  await bot.init();
  const lastMessage = () => api.callsOf('sendMessage').at(-1)!.payload;
  return { api, bot, config, services, state, logger, lastMessage, close: () => api.stop() };
}

export type BotHarness = Awaited<ReturnType<typeof startBotHarness>>;
