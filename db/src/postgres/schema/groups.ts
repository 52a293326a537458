import { postgresDialect } from '../dialect';
import { groupsTables } from '../../tables/groups';

export const { telegramGroups, groupMembers } = groupsTables(postgresDialect);
