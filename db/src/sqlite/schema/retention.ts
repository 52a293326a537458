import { sqliteDialect } from '../dialect';
import { retentionTables } from '../../tables/retention';
import { users } from './users';

export const { reminders, reminderSends, inviteCodes, referrals } = retentionTables(sqliteDialect, { users });
