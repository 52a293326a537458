import { postgresDialect } from '../dialect';
import { sessionsTables } from '../../tables/sessions';
import { users } from './users';

export const { sessions, signInRequests } = sessionsTables(postgresDialect, { users });
