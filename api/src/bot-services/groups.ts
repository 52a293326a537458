import type { BotGroupServices } from '@app/bot/services';
import type { AppDeps } from '../context';
import { dropMember, forgetGroup, migrateGroup, registerGroup, setDailyPost } from '../features/groups/store';

/** The bot's view of the groups it is in: the same store the API reads. */
export function groupBotServices({ deps }: { deps: Pick<AppDeps, 'database' | 'clock' | 'logger'> }): BotGroupServices {
  const { database, clock, logger } = deps;
  return {
    register: (group, language) => registerGroup(database, group, clock.now(), language),
    async forget(chatId) {
      await forgetGroup(database, chatId);
      logger.info({ chatId }, 'the bot left a group: forgotten');
    },
    memberLeft: (chatId, telegramId) => dropMember(database, chatId, telegramId),
    migrate: (from, to) => migrateGroup(database, from, to, clock.now()),
    setDailyPost: (group, on) => setDailyPost(database, group, on, clock.now()),
  };
}
