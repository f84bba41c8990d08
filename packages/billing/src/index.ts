import type { Env } from '@sgs/config';
import type { Db } from '@sgs/db';
import { createLocalHostingBilling } from './local';
import { createStripeHostingBilling } from './stripe';
import type { HostingBilling } from './port';

export * from './port';
export * from './local';
export * from './stripe';
export * from './payments';
export * from './credits';
export * from './subscription-view';

/** Stripe when STRIPE_SECRET_KEY is set, else the local subscription table. */
export function createHostingBilling(env: Env, db: Db): HostingBilling {
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_HOSTING_PRICE_ID) throw new Error('STRIPE_HOSTING_PRICE_ID is required with STRIPE_SECRET_KEY');
    return createStripeHostingBilling(db, {
      secretKey: env.STRIPE_SECRET_KEY,
      apiBase: env.STRIPE_API_BASE,
      priceId: env.STRIPE_HOSTING_PRICE_ID,
    });
  }
  return createLocalHostingBilling(db, env.HOSTING_MONTHLY_PRICE_CENTS);
}
