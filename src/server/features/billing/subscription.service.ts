import { randomUUID } from 'node:crypto';
import type { SubscriptionState } from '../../../shared/contracts/billing.ts';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ConfiguredPaymentProvider } from '../../integrations/payments/create-payment-provider.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { updateSubscription } from '../users/users.service.ts';
import {
  fromProvider,
  loadUser,
  requireProvider,
  toSubscriptionState,
  type BillingLogger,
} from './billing-common.ts';
import type { PlanActivation } from './plan-activation.ts';

/** The learner's subscription as they see and manage it: its state, and cancelling at the period's end. */
export function createSubscriptionService(deps: {
  db: Db;
  clock: Clock;
  auth: Pick<AuthService, 'forgetUser'>;
  provider: ConfiguredPaymentProvider | undefined;
  planActivation: PlanActivation;
  log: BillingLogger;
}) {
  const { db, clock, auth, provider, planActivation, log } = deps;

  return {
    /** The learner's plan and billing state; a subscription whose paid period has ended is closed here too. */
    async getSubscriptionState(userId: number): Promise<SubscriptionState> {
      const user = await loadUser(db, userId);
      const periodOver =
        user.stripeSubscriptionId !== null &&
        user.cancelAtPeriodEnd &&
        user.currentPeriodEnd !== null &&
        user.currentPeriodEnd.getTime() <= clock.now().getTime();
      if (!periodOver || !provider) return toSubscriptionState(user);
      try {
        const subscription = await provider.retrieveSubscription(user.stripeSubscriptionId!);
        if (subscription) {
          await planActivation.changePlans((_tx, change) => change.applySubscriptionState(subscription));
        }
      } catch (error) {
        log.warn({ err: error, userId }, 'could not refresh an ended subscription');
      }
      return toSubscriptionState(await loadUser(db, userId));
    },

    /** Cancels at the end of the paid period; the plan stays until then (a provider event ends it). */
    async cancelSubscription(userId: number): Promise<SubscriptionState> {
      const active = requireProvider(provider);
      const user = await loadUser(db, userId);
      if (user.plan === 'free' || !user.stripeSubscriptionId) {
        throw new AppError('BAD_REQUEST', 'You have no recurring subscription to cancel.');
      }
      if (user.cancelAtPeriodEnd) return toSubscriptionState(user);
      const subscriptionId = user.stripeSubscriptionId;
      const subscription = await fromProvider(() =>
        active.cancelSubscriptionAtPeriodEnd(subscriptionId, `cancel-${subscriptionId}-${randomUUID()}`),
      );
      const updated = await updateSubscription(
        db,
        userId,
        {
          subscriptionStatus: subscription.status,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          currentPeriodEnd: subscription.currentPeriodEnd,
        },
        { subscriptionId },
      );
      auth.forgetUser(userId);
      return toSubscriptionState(updated ?? (await loadUser(db, userId)));
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
