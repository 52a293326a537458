import { postgresDialect } from '../dialect';
import { periodsTables } from '../../tables/periods';

export const { periods } = periodsTables(postgresDialect);
