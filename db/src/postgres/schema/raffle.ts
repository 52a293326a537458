import { postgresDialect } from '../dialect';
import { raffleTables } from '../../tables/raffle';

export const { raffleEntrants, raffleWinners, rafflePayments } = raffleTables(postgresDialect);
