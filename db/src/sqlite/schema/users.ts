import { sqliteDialect } from '../dialect';
import { usersTables } from '../../tables/users';

export const { users } = usersTables(sqliteDialect);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export const UNUSABLE_PASSWORD = '!no-password-login';
