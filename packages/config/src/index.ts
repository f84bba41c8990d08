import { z } from 'zod';
import pino from 'pino';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');
const int = (def: number) => z.coerce.number().int().nonnegative().default(def);

/** Every environment variable the service reads. README.md lists them with the same defaults. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().min(1).default('postgresql://sgs@127.0.0.1:55432/sgs'),
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  /** Prepended to every task-queue name; lets tests and side-by-side stacks share one Temporal server. */
  TASK_QUEUE_PREFIX: z.string().default(''),
  BIND_HOST: z.string().default('127.0.0.1'),
  GATEWAY_PORT: int(3000),
  HOSTING_PORT: int(3001),
  /** Public base URL of the gateway (used in links, the form receiver URL and docs). */
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
  /** Free sites are served at <slug>.<FREE_HOST_DOMAIN>. `localhost` resolves to loopback in browsers. */
  FREE_HOST_DOMAIN: z.string().default('localhost'),
  /** Scheme and optional port suffix for deployment URLs on the free domain, e.g. `https://` and ``. */
  SITE_URL_SCHEME: z.enum(['http', 'https']).default('http'),
  SITE_URL_PORT: z.string().default(':3001'),
  RATE_LIMIT_PER_MINUTE: int(30),
  /** The sliding window's length; 60000 in production (spec 8), shorter only in tests. */
  RATE_LIMIT_WINDOW_MS: int(60_000),
  DAILY_SITE_QUOTA: int(25),
  DAILY_REVISION_QUOTA: int(100),
  SIGNUP_CREDITS: int(520),
  /** Kill switch for revisions (503 while false). */
  REVISIONS_ENABLED: bool.default(true),
  /** Which worker roles services/worker runs: comma list of site-build, visual-review, delivery. */
  WORKER_ROLES: z.string().default('site-build,visual-review,delivery'),
  DATA_DIR: z.string().default('.data'),
  /** Lets user-supplied URLs reach 127.0.0.1 / ::1 (tests and local demos only; other private ranges stay refused). */
  ALLOW_LOOPBACK_URLS: bool.default(false),
  /** Any OpenAI-compatible endpoint. Unset key: the deterministic writers and rule-based agent are used. */
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** Prices in USD per million tokens, for usage cost when the model is not in the built-in table. */
  LLM_PRICE_IN_PER_MTOK: z.coerce.number().nonnegative().optional(),
  LLM_PRICE_OUT_PER_MTOK: z.coerce.number().nonnegative().optional(),
  LLM_TIMEOUT_MS: int(60_000),
  /** Google Places API (New). Unset: the local directory default (caller inputs and the business's own website). */
  GOOGLE_PLACES_API_KEY: z.string().optional(),
  GOOGLE_PLACES_BASE_URL: z.string().url().default('https://places.googleapis.com'),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Parses process.env once; a bad value stops the process with a message naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (source === process.env && cached) return cached;
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.ALLOW_LOOPBACK_URLS) {
    throw new Error('Invalid environment: ALLOW_LOOPBACK_URLS cannot be enabled when NODE_ENV=production');
  }
  if (source === process.env) cached = parsed.data;
  return parsed.data;
}

export function createLogger(name: string, level = loadEnv().LOG_LEVEL) {
  return pino({ name, level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
export type Logger = ReturnType<typeof createLogger>;
