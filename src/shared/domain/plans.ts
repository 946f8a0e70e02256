/**
 * The plan catalogue: the one place prices and allowances live (DESIGN §9, decision D1).
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
  /** Bullet points shown on plan cards, as i18n keys. */
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
    featureKeys: ['plans.features.languages', 'plans.features.kids'],
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    priceCents: 1999,
    billing: 'monthly',
    monthlyMinutes: 600,
    isMostPopular: false,
    featureKeys: ['plans.features.hours', 'plans.features.languages', 'plans.features.kids'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceCents: 4999,
    billing: 'monthly',
    monthlyMinutes: 900,
    isMostPopular: true,
    featureKeys: ['plans.features.hours', 'plans.features.languages', 'plans.features.kids'],
  },
  elite: {
    id: 'elite',
    name: 'Elite',
    priceCents: 9999,
    billing: 'monthly',
    monthlyMinutes: 1200,
    isMostPopular: false,
    featureKeys: ['plans.features.hours', 'plans.features.languages', 'plans.features.kids'],
  },
  annual: {
    id: 'annual',
    name: 'Annual',
    priceCents: 29900,
    billing: 'one-time',
    monthlyMinutes: 12000,
    isMostPopular: false,
    featureKeys: ['plans.features.hours', 'plans.features.languages', 'plans.features.kids'],
  },
};

export const PAID_PLAN_IDS = ['starter', 'pro', 'elite', 'annual'] as const satisfies readonly PlanId[];

export function getPlan(id: PlanId): Plan {
  return PLANS[id];
}

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Whole hours in a monthly allowance, for plan cards ("10 hours"). */
export function allowanceHours(plan: Plan): number {
  return Math.floor(plan.monthlyMinutes / 60);
}
