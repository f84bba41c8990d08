import { z } from 'zod';
import { isIP } from 'node:net';
import pino from 'pino';

/** One TRUST_PROXY entry: what Express's proxy-addr accepts. */
const isProxySpec = (p: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(p)) return true;
  const [addr, bits, ...rest] = p.split('/');
  const family = isIP(addr ?? '');
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (def: number) => z.coerce.number().int().nonnegative().default(def);
const positive = (def: number) => z.coerce.number().int().positive().default(def);

/** The registrant of domains bought through Namecheap (NAMECHEAP_REGISTRANT, JSON); used for all four contacts. */
export const namecheapContact = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  organization: z.string().optional(),
  address1: z.string().min(1),
  address2: z.string().optional(),
  city: z.string().min(1),
  stateProvince: z.string().min(1),
  postalCode: z.string().min(1),
  /** ISO 3166-1 alpha-2 */
  country: z.string().length(2),
  /** Namecheap's phone format */
  phone: z.string().regex(/^\+\d{1,3}\.\d{4,14}$/, 'phone must look like +1.5125550100'),
  email: z.string().email(),
});
export type NamecheapContact = z.infer<typeof namecheapContact>;

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/** `0,30s,5m,30m` -> [0, 30000, 300000, 1800000]; a bare number is milliseconds. */
const durationList = (def: string) =>
  z
    .string()
    .default(def)
    .transform((v, ctx) => {
      const out: number[] = [];
      for (const part of v.split(',').map((p) => p.trim())) {
        const m = /^(\d+)(ms|s|m|h)?$/.exec(part);
        if (!m) {
          ctx.addIssue({ code: 'custom', message: `"${part}" is not a duration like 0, 500ms, 30s, 5m or 1h` });
          return z.NEVER;
        }
        out.push(Number(m[1]) * UNIT_MS[m[2] ?? 'ms']!);
      }
      return out;
    })
    .refine((l) => l.length >= 1 && l.length <= 20, { message: 'between 1 and 20 entries' });

/**
 * A base URL as the code joins paths to it (`${base}/v1/...`): a trailing slash is stripped here, once, so no call
 * site trims it again.
 */
const stripTrailingSlash = (v: string) => v.replace(/\/+$/, '');
const baseUrl = (def: string) => z.string().url().default(def).transform(stripTrailingSlash);

/** Every environment variable the service reads. docs/configuration.md lists them with the same defaults. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().min(1).default('postgresql://sgs@127.0.0.1:55432/sgs'),
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  /** mTLS to a self-hosted Temporal: PEM files of the client certificate and key (both or neither). */
  TEMPORAL_TLS_CERT: z.string().default(''),
  TEMPORAL_TLS_KEY: z.string().default(''),
  /** PEM file of the CA that signed the server's certificate (unset: the system roots); and its name, if not the host's. */
  TEMPORAL_TLS_CA: z.string().default(''),
  TEMPORAL_TLS_SERVER_NAME: z.string().default(''),
  /** Temporal Cloud API key (implies TLS). */
  TEMPORAL_API_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Prepended to every task-queue name; lets tests and side-by-side stacks share one Temporal server. */
  TASK_QUEUE_PREFIX: z.string().default(''),
  BIND_HOST: z.string().default('127.0.0.1'),
  GATEWAY_PORT: int(3000),
  HOSTING_PORT: int(3001),
  /** The hosting service's internal listener (the TLS `ask` endpoint for the proxy); loopback unless set. */
  HOSTING_INTERNAL_HOST: z.string().default('127.0.0.1'),
  HOSTING_INTERNAL_PORT: int(3002),
  /** Memory bound of the hosting service's cache of release files (and their compressed variants), in MiB. */
  HOSTING_CACHE_MB: positive(256),
  /** Releases kept per site, newest first (the live one always stays); 0 keeps every release. */
  RELEASE_RETENTION: int(0),
  /** Public base URL of the gateway (used in links, the form receiver URL and docs). */
  PUBLIC_BASE_URL: baseUrl('http://localhost:3000'),
  /** Free sites are served at <slug>.<FREE_HOST_DOMAIN>. `localhost` resolves to loopback in browsers. */
  FREE_HOST_DOMAIN: z.string().default('localhost'),
  /** Scheme and optional port suffix for deployment URLs on the free domain, e.g. `https://` and ``. */
  SITE_URL_SCHEME: z.enum(['http', 'https']).default('http'),
  SITE_URL_PORT: z.string().default(':3001'),
  RATE_LIMIT_PER_MINUTE: int(30),
  /** The sliding window's length; 60000 in production (spec 8), shorter only in tests. */
  RATE_LIMIT_WINDOW_MS: int(60_000),
  /** Failed API-key authentications allowed per client address per RATE_LIMIT_WINDOW_MS before 429. */
  AUTH_FAILURE_LIMIT: positive(20),
  /**
   * Proxies whose X-Forwarded-For is believed (Express `trust proxy`): comma list of addresses, CIDRs or the names
   * loopback, linklocal, uniquelocal. Empty: none, the client address is the TCP peer's.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .refine((l) => l.every(isProxySpec), {
      message: 'each entry must be an IP address, a CIDR or loopback, linklocal, uniquelocal',
    }),
  DAILY_SITE_QUOTA: int(25),
  DAILY_REVISION_QUOTA: int(100),
  SIGNUP_CREDITS: int(520),
  /** The dashboard's public URL (links in sign-up and sign-in e-mails point here) and its port. */
  DASHBOARD_URL: baseUrl('http://localhost:3003'),
  DASHBOARD_PORT: int(3003),
  /** Where the dashboard calls the API; empty: http://127.0.0.1:<GATEWAY_PORT>. */
  DASHBOARD_API_URL: z.string().default('').transform(stripTrailingSlash),
  /** A signed-in session's lifetime. */
  SESSION_TTL: durationList('720h').transform((l) => l[0]!),
  /** Lifetime of a verification, sign-in or password-reset link (single use). */
  AUTH_LINK_TTL: durationList('1h').transform((l) => l[0]!),
  /**
   * HMAC-SHA256 key that signs those links (32+ characters, e.g. `openssl rand -base64 32`). Empty: a random key
   * generated once and kept in PostgreSQL (table service_secrets), shared by every gateway on that database.
   */
  ACCOUNT_LINK_SECRET: z
    .string()
    .default('')
    .refine((v) => v === '' || v.length >= 32, { message: 'must be at least 32 characters (or empty)' }),
  /** Sign-up and sign-in requests allowed per e-mail address, and per client address, per AUTH_RATE_LIMIT_WINDOW. */
  AUTH_RATE_LIMIT_PER_EMAIL: positive(5),
  AUTH_RATE_LIMIT_PER_IP: positive(20),
  AUTH_RATE_LIMIT_WINDOW: durationList('15m').transform((l) => l[0]!),
  /** Requests per signed-in session per RATE_LIMIT_WINDOW_MS (the dashboard polls; API keys keep RATE_LIMIT_PER_MINUTE). */
  SESSION_RATE_LIMIT_PER_MINUTE: positive(300),
  /** Kill switch for revisions (503 while false). */
  REVISIONS_ENABLED: bool.default(true),
  /** A revision waiting this long in its site's queue before it starts ends as queue_timeout (spec 6.3). */
  REVISION_QUEUE_TIMEOUT: durationList('30m').transform((l) => l[0]!),
  /** Model turns (LLM agent) or repair rounds the revision agent gets before typecheck_iteration_cap. */
  REVISION_MAX_ITERATIONS: positive(8),
  /** Which worker roles services/worker runs: comma list of site-build, visual-review, delivery. */
  WORKER_ROLES: z.string().default('site-build,visual-review,delivery'),
  /** Worker tuning per role: activities one worker process runs at once (0: the role's default). */
  SITE_BUILD_MAX_CONCURRENT_ACTIVITIES: int(0),
  VISUAL_REVIEW_MAX_CONCURRENT_ACTIVITIES: int(0),
  DELIVERY_MAX_CONCURRENT_ACTIVITIES: int(0),
  /** Workflow tasks one worker process runs at once, and workflows it keeps cached (0: the SDK's defaults). */
  WORKER_MAX_CONCURRENT_WORKFLOW_TASKS: int(0),
  WORKER_MAX_CACHED_WORKFLOWS: int(0),
  /**
   * The process's internal listener: GET /metrics (Prometheus), /livez, /readyz (503 naming the dependency that is
   * down). 0: off. Give each process on a host its own port.
   */
  METRICS_PORT: int(0),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Workers: the Temporal SDK's own Prometheus metrics (pollers, slots, task latencies) on this port. 0: off. */
  TEMPORAL_SDK_METRICS_PORT: int(0),
  /**
   * OpenTelemetry traces over OTLP/HTTP (JSON) to this collector base URL (spans go to <url>/v1/traces), e.g.
   * http://otel-collector:4318. Empty: tracing off (no provider, no exporter, no trace headers).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().url().transform(stripTrailingSlash).optional()),
  DATA_DIR: z.string().default('.data'),
  /**
   * Where site files live (packages/storage): empty = the local directory <DATA_DIR>/sites; `file:///abs/dir`;
   * or `s3://bucket/prefix` for S3-compatible object storage (AWS S3, R2, MinIO, Ceph) with the S3_* variables.
   */
  STORAGE_URL: z
    .string()
    .default('')
    .refine((v) => !v || /^(s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?|file:\/\/\/.+)$/.test(v), {
      message: 'must be empty, s3://bucket/prefix or file:///dir',
    }),
  /** S3 endpoint, e.g. http://minio:9000 or https://<account>.r2.cloudflarestorage.com; empty: AWS S3. */
  S3_ENDPOINT: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  /** Unset: the AWS SDK's credential chain (AWS_ACCESS_KEY_ID, instance roles, ...). */
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Path-style bucket URLs (MinIO, Ceph, most self-hosted servers); false for virtual-hosted style. */
  S3_FORCE_PATH_STYLE: bool.default(true),
  /**
   * Chromium (or Chrome) executable the visual-review worker drives. scripts/bootstrap.sh sets it, installing
   * Debian's `chromium` when none is found; unset, the worker looks in the usual install locations.
   */
  CHROMIUM_PATH: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Lets user-supplied URLs reach 127.0.0.1 / ::1 (tests and local demos only; other private ranges stay refused). */
  ALLOW_LOOPBACK_URLS: bool.default(false),
  /** Any OpenAI-compatible endpoint. Unset key: the deterministic writers and rule-based agent are used. */
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: baseUrl('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** Prices in USD per million tokens, for usage cost when the model is not in the built-in table. */
  LLM_PRICE_IN_PER_MTOK: z.coerce.number().nonnegative().optional(),
  LLM_PRICE_OUT_PER_MTOK: z.coerce.number().nonnegative().optional(),
  LLM_TIMEOUT_MS: int(60_000),
  /** Google Places API (New). Unset: the local directory default (caller inputs and the business's own website). */
  GOOGLE_PLACES_API_KEY: z.string().optional(),
  GOOGLE_PLACES_BASE_URL: baseUrl('https://places.googleapis.com'),
  /** Unsplash API for stock photos (used only for sites that allow them). Unset: no stock photos; icons over brand colours fill gaps. */
  UNSPLASH_ACCESS_KEY: z.string().optional(),
  UNSPLASH_BASE_URL: baseUrl('https://api.unsplash.com'),
  /** Where `?cid=` links are followed to learn the place's name (Google answers with a redirect to the place URL). */
  GOOGLE_MAPS_URL: baseUrl('https://maps.google.com'),

  /** Free-tier pause (spec 8): a free site pauses this long after its last refresh, with a notice this long before. */
  FREE_TIER_PAUSE_AFTER: durationList('168h').transform((l) => l[0]!),
  FREE_TIER_NOTICE_BEFORE: durationList('24h').transform((l) => l[0]!),
  // ---- webhooks, forms, mail (docs/webhooks.md)
  /** Delay before each webhook attempt after the previous one (spec 6.1: 0,30s,5m,30m, then dead-letter); shorter only in tests. */
  WEBHOOK_RETRY_SCHEDULE: durationList('0,30s,5m,30m'),
  /** A delivery attempt's receiver timeout (spec 8: 10 s); also the per-site test ping's. */
  WEBHOOK_TIMEOUT_MS: positive(10_000),
  /** The customer test ping's timeout (spec 8: 5 s). */
  WEBHOOK_TEST_PING_TIMEOUT_MS: positive(5_000),
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@smtp.example.com:587 or smtps://...:465. Unset: mail is kept in the outbox table, not sent. */
  MAIL_SMTP_URL: z.string().default(''),
  /** Alias of MAIL_SMTP_URL (the name used in issue 6); MAIL_SMTP_URL wins when both are set. */
  SMTP_URL: z.string().default(''),
  /** From address of notification mail. */
  MAIL_FROM: z.string().default('Site Generation Service <no-reply@localhost>'),
  /** First retry interval of a failed SMTP send (doubles up to 1 h). */
  MAIL_RETRY_INITIAL_MS: positive(30_000),
  /** SMTP sends tried before the email is marked failed (about a day with the default interval). */
  MAIL_MAX_ATTEMPTS: positive(30),
  /** Public form receiver bounds: fields per submission, characters per value, body bytes. */
  FORM_MAX_FIELDS: positive(50),
  FORM_MAX_FIELD_LENGTH: positive(5_000),
  FORM_MAX_BODY_BYTES: positive(64 * 1024),
  /** Form submissions per window from one IP to one site, and to one site in total. */
  FORM_RATE_LIMIT_PER_IP: positive(10),
  FORM_RATE_LIMIT_PER_SITE: positive(60),
  FORM_RATE_LIMIT_WINDOW_MS: positive(60_000),
  /** The same fields posted to the same site within this window are stored and delivered once (0: off). */
  FORM_DUPLICATE_WINDOW_MS: int(600_000),
  /** Retention (spec 8): form submissions, webhook delivery logs, request logs, in days. */
  RETENTION_FORM_SUBMISSION_DAYS: positive(90),
  RETENTION_DELIVERY_LOG_DAYS: positive(30),
  RETENTION_REQUEST_LOG_DAYS: positive(30),
  /** How often the retention schedule runs, and how often the outbox sweep starts deliveries nobody started. */
  RETENTION_INTERVAL: durationList('24h').transform((l) => l[0]!),
  OUTBOX_SWEEP_INTERVAL: durationList('1m').transform((l) => l[0]!),

  // ---- custom domains, registrar, paid hosting (docs/domains.md)
  /** IPv4 address callers point their apex A record at (the TLS proxy in front of the hosting service). */
  DOMAIN_HOSTING_IPV4: z.ipv4().default('127.0.0.1'),
  /** CNAME target for www (and the apex where the DNS host flattens CNAMEs). Empty: domains.<FREE_HOST_DOMAIN>. */
  DOMAIN_CNAME_TARGET: z.string().default(''),
  /** DNS servers the activation poller and the sandbox registrar ask, e.g. `127.0.0.1:5353`. Empty: the system resolver. */
  DNS_RESOLVER_SERVERS: z.string().default(''),
  /** One DNS query's timeout. */
  DNS_TIMEOUT_MS: positive(3_000),
  /** Waits between DNS checks while dns_pending (backoff; the last value repeats). */
  DOMAIN_DNS_POLL_SCHEDULE: durationList('30s,1m,2m,5m,10m'),
  /** How long activation keeps checking before the domain is marked failed (then attach again to retry). */
  DOMAIN_ACTIVATION_TIMEOUT: durationList('72h').transform((l) => l[0]!),
  /** Sandbox registrar: names it reports as taken (comma list), besides any name that resolves in DNS. */
  REGISTRAR_SANDBOX_TAKEN: z.string().default('example.com,example.net,example.org,google.com'),
  /** Monthly hosting price per active custom-domain site, in US cents (spec 8: $10). */
  HOSTING_MONTHLY_PRICE_CENTS: positive(1_000),
  /** Stripe secret key: the per-site monthly subscription is kept in Stripe. Unset: the local subscription table. */
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  STRIPE_API_BASE: baseUrl('https://api.stripe.com'),
  /** Stripe price of one paid site per month (required with STRIPE_SECRET_KEY). */
  STRIPE_HOSTING_PRICE_ID: z.string().default(''),
  /** Signing secret (whsec_...) of the Stripe webhook endpoint POST /v1/webhooks/stripe (credit-pack Checkout). */
  STRIPE_WEBHOOK_SECRET: z.string().default(''),
  /** Cloudflare for SaaS custom hostnames as the CDN for custom domains (both set). Unset: the built-in hosting. */
  CLOUDFLARE_API_TOKEN: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  CLOUDFLARE_ZONE_ID: z.string().default(''),
  CLOUDFLARE_API_BASE: baseUrl('https://api.cloudflare.com/client/v4'),
  /**
   * Namecheap as the registrar of POST /v1/domains/register (all of API user, key, client IP and registrant set).
   * Unset: the sandbox registrar, which buys nothing and charges nothing.
   */
  NAMECHEAP_API_USER: z.string().default(''),
  NAMECHEAP_API_KEY: z.string().default(''),
  /** The Namecheap account the domains go to; empty: NAMECHEAP_API_USER. */
  NAMECHEAP_USERNAME: z.string().default(''),
  /** This service's outbound address, whitelisted for API access at Namecheap. */
  NAMECHEAP_CLIENT_IP: z.string().default(''),
  NAMECHEAP_API_URL: z.string().url().default('https://api.namecheap.com/xml.response'),
  NAMECHEAP_REGISTRANT: z
    .string()
    .default('')
    .transform((v, ctx) => {
      if (!v.trim()) return undefined;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object (see docs/domains.md)' });
        return z.NEVER;
      }
    })
    .pipe(namecheapContact.optional()),
});

export type Env = z.infer<typeof envSchema>;

/** The SMTP server mail goes through, when one is configured (MAIL_SMTP_URL, or SMTP_URL by its older name). */
export const smtpUrlOf = (env: Pick<Env, 'MAIL_SMTP_URL' | 'SMTP_URL'>) => env.MAIL_SMTP_URL || env.SMTP_URL;

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
export { temporalConnectionOptions, type TemporalConnectionOptions, type TemporalTls } from './temporal';
