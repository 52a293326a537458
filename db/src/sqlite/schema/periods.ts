import { sqliteDialect } from '../dialect';
import { periodsTables } from '../../tables/periods';

export const { periods } = periodsTables(sqliteDialect);
