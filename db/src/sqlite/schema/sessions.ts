import { sqliteDialect } from '../dialect';
import { sessionsTables } from '../../tables/sessions';
import { users } from './users';

export const { sessions, signInRequests } = sessionsTables(sqliteDialect, { users });

export type Session = typeof sessions.$inferSelect;
