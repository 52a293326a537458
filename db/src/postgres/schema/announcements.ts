import { postgresDialect } from '../dialect';
import { announcementsTables } from '../../tables/announcements';

export const { announcements } = announcementsTables(postgresDialect);
