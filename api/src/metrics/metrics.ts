import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Request latency buckets, in seconds: the game answers in milliseconds, a cold render in about a second. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

type SignInMethod = 'xaman' | 'telegram';

/** Records one request's status and duration in seconds. */
type RequestObserver = (status: number, seconds: number) => void;

/** What the server counts for GET /metrics; each app has its own registry, so tests do not share counts. */
export interface Metrics {
  readonly registry: Registry;
  /** The observer of one route (its pattern, never the raw URL), made once when the route is mounted. */
  requestObserver(method: string, route: string): RequestObserver;
  guess(correct: boolean): void;
  signIn(method: SignInMethod): void;
  /** Counts one render of a round's variants and hands them on. */
  countRender<T>(variants: T): T;
  /** A sign-in refused because every client together reached the cap of Xaman sign-ins. */
  signInCapReached(): void;
  /** One share card rendered (not served from the cache). */
  shareCardRendered(): void;
  /** A Bot API call that failed after its retries. */
  botCallFailed(method: string): void;
  /** Whether an outside service the game needs answers now (1) or not (0). */
  upstreamUp(upstream: 'database' | 'redis', up: boolean): void;
  /** Players a check found a shared rank board holding behind the record (the board is built again). */
  rankBoardDifferences(board: string, players: number): void;
}

/** The registry with Node's default metrics (event-loop lag, memory, GC) and the game's own. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their latency',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const guesses = new Counter({
    name: 'guesses_total',
    help: 'Recorded guesses by outcome',
    labelNames: ['outcome'],
    registers,
  });
  const outcomes = { correct: guesses.labels('correct'), wrong: guesses.labels('wrong') };
  const signIns = new Counter({
    name: 'sign_ins_total',
    help: 'Sign-ins by method',
    labelNames: ['method'],
    registers,
  });
  const renders = new Counter({ name: 'image_renders_total', help: "Renders of a round's image variants", registers });
  const signInCap = new Counter({
    name: 'sign_ins_refused_overall_total',
    help: 'Sign-ins refused because the cap over every client was reached (Xaman quota)',
    registers,
  });
  const shareCards = new Counter({ name: 'share_card_renders_total', help: 'Renders of a share card', registers });
  const botErrors = new Counter({
    name: 'bot_api_errors_total',
    help: 'Telegram Bot API calls that failed after their retries, by method',
    labelNames: ['method'],
    registers,
  });
  const upstreams = new Gauge({
    name: 'upstream_up',
    help: 'Whether an outside service the game needs answers (1) or not (0)',
    labelNames: ['upstream'],
    registers,
  });
  const rankDifferences = new Counter({
    name: 'rank_board_differences_total',
    help: 'Players a check found a shared rank board in Redis holding behind the record, by board',
    labelNames: ['board'],
    registers,
  });
  return {
    registry,
    requestObserver(method, route) {
      // Label lookups hash their values; each status's series is looked up once per route.
      const byStatus = new Map<number, Histogram.Internal<'method' | 'route' | 'status'>>();
      return (status, seconds) => {
        let series = byStatus.get(status);
        if (!series) byStatus.set(status, (series = requests.labels(method, route, String(status))));
        series.observe(seconds);
      };
    },
    guess: (correct) => (correct ? outcomes.correct : outcomes.wrong).inc(),
    signIn: (method) => signIns.labels(method).inc(),
    countRender(variants) {
      renders.inc();
      return variants;
    },
    signInCapReached: () => signInCap.inc(),
    shareCardRendered: () => shareCards.inc(),
    botCallFailed: (method) => botErrors.labels(method).inc(),
    upstreamUp: (upstream, up) => upstreams.labels(upstream).set(up ? 1 : 0),
    rankBoardDifferences: (board, players) => rankDifferences.labels(board).inc(players),
  };
}
