import { sqliteDialect } from '../dialect';
import { raffleTables } from '../../tables/raffle';

export const { raffleEntrants, raffleWinners, rafflePayments } = raffleTables(sqliteDialect);
