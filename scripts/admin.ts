// `npm run admin -- <command>`: operator commands until the dashboard exists. `help` lists them.
import { parseArgs } from 'node:util';
import { loadEnv } from '../packages/config/src';
import { isUuid, looksLikeEmail } from '../packages/contracts/src';
import {
  API_KEY_TAGS,
  createAccount,
  createDb,
  findAccount,
  issueApiKey,
  postCredits,
  revokeApiKey,
  rotateApiKey,
  verifyAccount,
  type ApiKeyTag,
  type Db,
} from '../packages/db/src';
import { ARCHIVE_AFTER_DAYS, deactivateSites } from '../activities/src/lifecycle/deactivate';
import { reconcileCredits, releaseStaleHolds } from '../packages/db/src/credit-holds';
import { approveOperatorPurchase } from '@sgs/billing';
import { startInfra } from './lib/stack';
import { DELIVERY_HELP, DELIVERY_OPTIONS, DeliveryUsageError, runDeliveryCommand } from './lib/admin-delivery';

const HELP = `Usage: npm run admin -- <command> [options]

  account create --email E [--verified] [--json]   create an account (and its first API key, shown once)
  account verify --account A                       mark the email verified; grants the signup credits once
  account show --account A                         balance, auto-refill, keys (A is an id or an email)
  account auto-refill --account A --on|--off [--threshold N]
  key create --account A [--tag prod|staging] [--name N]   issue a key (plaintext shown once)
  key list --account A
  key rotate --key ID                              issue a replacement; the old key stops working at once
  key revoke --key ID
  credits purchase --account A --pack 100|600|2800  record an operator-approved pack purchase (paid outside the service; no card)
  credits pending                                  purchases awaiting an operator (local default), oldest first
  credits approve --purchase ID                    approve a purchase made with POST /v1/credits/purchases (local default)
  credits reconcile [--account A]                  release holds of work that ended unsettled (over 1 h old), then list
                                                   accounts whose balance or holds disagree with the ledger (none: [])
  credits grant --account A --amount N [--reason R]   N may be negative (a deduction), never below a zero balance
  site deactivate --site S                         stop serving a site (kept ${ARCHIVE_AFTER_DAYS} days, then archived)
  account close --account A                        revoke every key and deactivate every site of the account${DELIVERY_HELP}

Every command prints JSON with --json (the default when stdout is not a terminal).`;

class UsageError extends Error {}

function need(v: string | undefined, flag: string): string {
  if (!v) throw new UsageError(`missing --${flag}`);
  return v;
}

async function account(db: Db, ref: string | undefined) {
  const a = await findAccount(db, need(ref, 'account'));
  if (!a) throw new UsageError(`no account ${ref}`);
  return a;
}

const show = (a: {
  id: string;
  email: string;
  emailVerifiedAt: Date | null;
  creditsBalance: number;
  autoRefill: boolean;
  autoRefillThreshold: number | null;
}) => ({
  id: a.id,
  email: a.email,
  verified: a.emailVerifiedAt !== null,
  credits_balance: a.creditsBalance,
  auto_refill: a.autoRefill,
  auto_refill_threshold: a.autoRefillThreshold,
});

/** `--amount -519` as `--amount=-519`: a negative number is a value, not an option. */
const NEGATIVE_VALUE = /^-\d+(\.\d+)?$/;
function normaliseArgv(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const next = argv[i + 1];
    if (/^--[a-z-]+$/.test(argv[i]!) && next !== undefined && NEGATIVE_VALUE.test(next)) {
      out.push(`${argv[i]}=${next}`);
      i++;
    } else out.push(argv[i]!);
  }
  return out;
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: normaliseArgv(argv),
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        account: { type: 'string' },
        key: { type: 'string' },
        tag: { type: 'string' },
        name: { type: 'string' },
        amount: { type: 'string' },
        site: { type: 'string' },
        reason: { type: 'string' },
        purchase: { type: 'string' },
        pack: { type: 'string' },
        threshold: { type: 'string' },
        verified: { type: 'boolean' },
        on: { type: 'boolean' },
        off: { type: 'boolean' },
        json: { type: 'boolean' },
        ...DELIVERY_OPTIONS,
      },
    });
  } catch (err) {
    // node:util's parse errors (unknown option, missing value) are usage errors, not crashes.
    throw new UsageError((err as Error).message);
  }
}

async function run(db: Db, argv: string[]): Promise<unknown> {
  const { positionals, values } = parse(argv);
  const env = loadEnv();
  const tag = (values.tag ?? 'prod') as ApiKeyTag;
  if (!API_KEY_TAGS.includes(tag)) throw new UsageError(`--tag must be one of ${API_KEY_TAGS.join(', ')}`);
  switch (positionals.join(' ')) {
    case 'account create': {
      const email = need(values.email, 'email');
      if (!looksLikeEmail(email)) throw new UsageError('--email must look like name@example.com');
      if (await findAccount(db, email)) throw new UsageError(`an account with email ${email} already exists`);
      const a = await createAccount(db, {
        email,
        verified: values.verified ?? false,
        signupCredits: env.SIGNUP_CREDITS,
      });
      const key = await issueApiKey(db, a.id, tag, values.name);
      return { account: show(a), api_key: { id: key.id, key: key.key, tag: key.tag } };
    }
    case 'account verify':
      return { account: show(await verifyAccount(db, (await account(db, values.account)).id, env.SIGNUP_CREDITS)) };
    case 'account show': {
      const a = await account(db, values.account);
      const keys = await db.apiKey.findMany({ where: { accountId: a.id }, orderBy: { createdAt: 'asc' } });
      return {
        account: show(a),
        api_keys: keys.map((k) => ({
          id: k.id,
          tag: k.tag,
          name: k.name,
          created_at: k.createdAt,
          revoked_at: k.revokedAt,
        })),
      };
    }
    case 'account auto-refill': {
      const a = await account(db, values.account);
      if (values.on === values.off) throw new UsageError('give exactly one of --on or --off');
      const threshold = values.threshold === undefined ? undefined : Number(values.threshold);
      if (threshold !== undefined && (!Number.isInteger(threshold) || threshold < 0))
        throw new UsageError('--threshold must be a non-negative integer');
      return {
        account: show(
          await db.account.update({
            where: { id: a.id },
            // A new round: a refill that failed may be tried again (@sgs/billing autoRefill).
            data: { autoRefill: values.on === true, autoRefillThreshold: threshold, autoRefillSeq: { increment: 1 } },
          }),
        ),
      };
    }
    case 'credits purchase': {
      const a = await account(db, values.account);
      const pack = Number(need(values.pack, 'pack'));
      if (![100, 600, 2800].includes(pack)) throw new UsageError('--pack must be 100, 600 or 2800');
      const { purchase, applied } = await approveOperatorPurchase(db, { accountId: a.id, credits: pack });
      return {
        purchase: { id: purchase.id, credits: purchase.credits, status: purchase.status, provider: 'local' },
        applied,
      };
    }
    case 'credits pending': {
      const waiting = await db.creditPurchase.findMany({
        where: { status: 'awaiting_operator' },
        orderBy: { createdAt: 'asc' },
        include: { account: { select: { email: true } } },
      });
      return {
        purchases: waiting.map((p) => ({
          id: p.id,
          account: p.account.email,
          credits: p.credits,
          amount_cents: p.amountCents,
          created_at: p.createdAt.toISOString(),
        })),
      };
    }
    case 'credits approve': {
      try {
        const { purchase, applied } = await approveOperatorPurchase(db, {
          purchaseId: need(values.purchase, 'purchase'),
        });
        return { purchase: { id: purchase.id, credits: purchase.credits, status: purchase.status }, applied };
      } catch (err) {
        throw new UsageError((err as Error).message);
      }
    }
    case 'credits reconcile':
      return {
        released_stale_holds: await releaseStaleHolds(db),
        mismatches: await reconcileCredits(db, values.account ? (await account(db, values.account)).id : undefined),
      };
    case 'key create': {
      const a = await account(db, values.account);
      const key = await issueApiKey(db, a.id, tag, values.name);
      return { api_key: { id: key.id, key: key.key, tag: key.tag } };
    }
    case 'key list': {
      const a = await account(db, values.account);
      const keys = await db.apiKey.findMany({ where: { accountId: a.id }, orderBy: { createdAt: 'asc' } });
      return {
        api_keys: keys.map((k) => ({
          id: k.id,
          tag: k.tag,
          name: k.name,
          created_at: k.createdAt,
          last_used_at: k.lastUsedAt,
          revoked_at: k.revokedAt,
        })),
      };
    }
    case 'key rotate': {
      const old = await db.apiKey.findUnique({ where: { id: need(values.key, 'key') } });
      const issued = old && (await rotateApiKey(db, old.accountId, old.id));
      if (!issued) throw new UsageError(`no live key ${values.key}`);
      return { rotated: values.key, api_key: { id: issued.id, key: issued.key, tag: issued.tag } };
    }
    case 'key revoke': {
      const old = await db.apiKey.findUnique({ where: { id: need(values.key, 'key') } });
      if (!old || !(await revokeApiKey(db, old.accountId, old.id))) throw new UsageError(`no live key ${values.key}`);
      return { revoked: old.id };
    }
    case 'credits grant': {
      const a = await account(db, values.account);
      const amount = Number(need(values.amount, 'amount'));
      if (!Number.isSafeInteger(amount) || amount === 0) throw new UsageError('--amount must be a non-zero integer');
      if (a.creditsBalance + amount < 0)
        throw new UsageError(`--amount ${amount} would leave a negative balance (balance is ${a.creditsBalance})`);
      const { entry } = await postCredits(db, {
        accountId: a.id,
        kind: amount > 0 ? 'grant' : 'charge',
        amount,
        reason: values.reason ?? 'Operator grant',
        key: `admin:${a.id}:${Date.now()}:${Math.random()}`,
      });
      return {
        ledger_entry: { id: entry.id, amount: entry.amount, balance_after: entry.balanceAfter, reason: entry.reason },
      };
    }
    case 'site deactivate': {
      const id = need(values.site, 'site');
      const site = isUuid(id) ? await db.site.findUnique({ where: { id } }) : null;
      if (!site) throw new UsageError(`no site ${id}`);
      const changed = await deactivateSites(db, { siteId: site.id });
      const row = await db.site.findUniqueOrThrow({ where: { id: site.id } });
      return { site: { id: row.id, slug: row.slug, deactivated_at: row.deactivatedAt, already: changed === 0 } };
    }
    case 'account close': {
      const a = await account(db, values.account);
      const keys = await db.apiKey.updateMany({
        where: { accountId: a.id, revokedAt: null },
        data: { revokedAt: new Date() },
      });
      const sites = await deactivateSites(db, { accountId: a.id });
      return { account: { id: a.id, email: a.email }, keys_revoked: keys.count, sites_deactivated: sites };
    }
    default: {
      const command = positionals.join(' ');
      if (/^(webhooks|mail) /.test(command)) {
        try {
          const accountId = values.account ? (await account(db, values.account)).id : undefined;
          const out = await runDeliveryCommand(db, env, command, values, accountId);
          if (out !== undefined) return out;
        } catch (err) {
          throw err instanceof DeliveryUsageError ? new UsageError(err.message) : err;
        }
      }
      throw new UsageError(positionals.length ? `unknown command: ${positionals.join(' ')}` : 'no command given');
    }
  }
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === 'help' || argv.includes('--help')) return console.log(HELP);
  const infra = await startInfra('admin');
  const db = createDb(infra.databaseUrl, 2);
  try {
    const out = await run(db, argv);
    console.log(JSON.stringify(out, null, 2));
  } catch (err) {
    process.exitCode = err instanceof UsageError ? 2 : 1;
    console.error(err instanceof UsageError ? `${err.message}\n\n${HELP}` : err);
  } finally {
    await db.$disconnect();
    await infra.stop();
  }
}

void main();
