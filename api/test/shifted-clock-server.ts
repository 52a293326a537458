/**
 * The real server, started as `npm start` does, with its clock shifted by CLOCK_OFFSET_MS:
 * the clock runs at real speed, so its scheduler's timers fire for real, and a test or a
 * benchmark can put the server's midnight at a moment of its choosing. WORKERS=N starts N
 * such processes on the port, as `npm start` does.
 */
import cluster from 'node:cluster';
import pino from 'pino';
import type { Clock } from '../src/adapters/clock';
import { superviseWorkers } from '../src/cluster/workers';
import { startServer } from '../src/server';
import { loadSettings } from '../src/settings';
import { exitAfterClosing } from '../src/shutdown';

const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0);
const shifted: Clock = { now: () => new Date(Date.now() + offset) };
const settings = loadSettings();

if (settings.workers > 1 && cluster.isPrimary) {
  superviseWorkers(settings, pino({ level: settings.logLevel }));
} else {
  const running = await startServer({ clock: shifted });
  running.deps.logger.info(`Serving ${running.url} at ${shifted.now().toISOString()} server time`);
  exitAfterClosing(() => running.close(), settings.shutdownGraceMs, running.deps.logger);
}
