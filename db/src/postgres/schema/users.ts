import { postgresDialect } from '../dialect';
import { usersTables } from '../../tables/users';

export const { users } = usersTables(postgresDialect);
