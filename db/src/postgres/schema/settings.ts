import { postgresDialect } from '../dialect';
import { settingsTables } from '../../tables/settings';

export const { settings, walletBalances, auditLog } = settingsTables(postgresDialect);
