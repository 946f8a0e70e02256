/**
 * The plan catalogue: the one place prices and allowances live (docs/product.md#minutes).
 * Client and server both import it.
 */
export const PLAN_IDS = ['free', 'starter', 'pro', 'elite', 'annual'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Price in cents. */
  priceCents: number;
  billing: 'free' | 'monthly' | 'one-time';
  /** Minutes of practice per calendar month (UTC). */
  monthlyMinutes: number;
  isMostPopular: boolean;
  /** Bullet points shown on plan cards, as i18n keys (the billing catalogue owns them). */
  featureKeys: readonly string[];
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    billing: 'free',
    monthlyMinutes: 40,
    isMostPopular: false,
    featureKeys: ['billing.features.languages', 'billing.features.kids'],
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    priceCents: 1999,
    billing: 'monthly',
    monthlyMinutes: 600,
    isMostPopular: false,
    featureKeys: ['billing.features.hours', 'billing.features.languages', 'billing.features.kids'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceCents: 4999,
    billing: 'monthly',
    monthlyMinutes: 900,
    isMostPopular: true,
    featureKeys: ['billing.features.hours', 'billing.features.languages', 'billing.features.kids'],
  },
  elite: {
    id: 'elite',
    name: 'Elite',
    priceCents: 9999,
    billing: 'monthly',
    monthlyMinutes: 1200,
    isMostPopular: false,
    featureKeys: ['billing.features.hours', 'billing.features.languages', 'billing.features.kids'],
  },
  annual: {
    id: 'annual',
    name: 'Annual',
    priceCents: 29900,
    billing: 'one-time',
    monthlyMinutes: 12000,
    isMostPopular: false,
    featureKeys: [
      'billing.features.hours',
      'billing.features.languages',
      'billing.features.kids',
      'billing.features.lifetime',
    ],
  },
};

export const PAID_PLAN_IDS = ['starter', 'pro', 'elite', 'annual'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** Plans sold as a monthly subscription; annual is a single one-time payment. */
export const SUBSCRIPTION_PLAN_IDS = ['starter', 'pro', 'elite'] as const satisfies readonly PaidPlanId[];
export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLAN_IDS)[number];

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === 'string' && (PAID_PLAN_IDS as readonly string[]).includes(value);
}

export function isSubscriptionPlanId(value: unknown): value is SubscriptionPlanId {
  return typeof value === 'string' && (SUBSCRIPTION_PLAN_IDS as readonly string[]).includes(value);
}

/** One currency formatter per locale: building one costs far more than formatting with it. */
const priceFormats = new Map<string, Intl.NumberFormat>();

/** A USD price in the interface language's conventions ("$9.99" in English, "9,99 US$" in Spanish). */
export function formatPrice(cents: number, locale = 'en'): string {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    priceFormats.set(locale, format);
  }
  return format.format(cents / 100);
}

/** Whole hours in a monthly allowance, for plan cards ("10 hours"). */
export function allowanceHours(plan: Plan): number {
  return Math.floor(plan.monthlyMinutes / 60);
}
