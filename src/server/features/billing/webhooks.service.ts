import { eq } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../db/client.ts';
import type { ConfiguredPaymentProvider } from '../../integrations/payments/create-payment-provider.ts';
import type { ProviderEvent } from '../../integrations/payments/payment-provider.ts';
import { fromProvider, requireProvider, type PaymentRow } from './billing-common.ts';
import { payments, webhookEvents } from './billing.table.ts';
import type { PlanActivation } from './plan-activation.ts';

/** Verified provider events, applied once each (the route checks the signature). */
export function createWebhooksService(deps: {
  db: Db;
  clock: Clock;
  provider: ConfiguredPaymentProvider | undefined;
  planActivation: PlanActivation;
}) {
  const { db, clock, provider, planActivation } = deps;

  return {
    /**
     * A verified provider event. The objects it names are re-fetched first; then, in one transaction,
     * the event id is recorded (a replay or a concurrent delivery finds it and stops) and the effect applied.
     */
    async handleEvent(event: ProviderEvent): Promise<{ applied: boolean }> {
      const active = requireProvider(provider);
      let subscriptionId = event.subscriptionId;
      let oneTimePayment: PaymentRow | undefined;
      if (event.paymentIntentId) {
        const [payment] = await db.select().from(payments).where(eq(payments.id, event.paymentIntentId));
        if (payment?.kind === 'subscription') subscriptionId ??= payment.subscriptionId;
        else if (payment?.kind === 'one_time') oneTimePayment = payment;
      }
      const subscription = subscriptionId
        ? await fromProvider(() => active.retrieveSubscription(subscriptionId))
        : null;
      const intent = oneTimePayment
        ? await fromProvider(() => active.retrievePaymentIntent(oneTimePayment.id))
        : null;

      const applied = await planActivation.changePlans(async (tx, change) => {
        const recorded = await tx
          .insert(webhookEvents)
          .values({ id: event.id, type: event.type, receivedAt: clock.now() })
          .onConflictDoNothing({ target: webhookEvents.id })
          .returning({ id: webhookEvents.id });
        if (recorded.length === 0) return false;
        if (subscription) await change.applySubscriptionState(subscription);
        if (
          oneTimePayment &&
          intent?.status === 'succeeded' &&
          intent.amountCents === oneTimePayment.amountCents &&
          intent.metadata.userId === String(oneTimePayment.userId)
        ) {
          await change.activate({ payment: oneTimePayment, subscription: null });
        }
        return true;
      });
      return { applied };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
