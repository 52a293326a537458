import { sqliteDialect } from '../dialect';
import { groupsTables } from '../../tables/groups';

export const { telegramGroups, groupMembers } = groupsTables(sqliteDialect);
