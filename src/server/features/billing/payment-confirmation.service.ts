import { eq } from 'drizzle-orm';
import type { ConfirmPaymentBody, ConfirmPaymentResponse } from '../../../shared/contracts/billing.ts';
import { PLANS } from '../../../shared/domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ConfiguredPaymentProvider } from '../../integrations/payments/create-payment-provider.ts';
import type { ProviderSubscription } from '../../integrations/payments/payment-provider.ts';
import {
  fromProvider,
  loadUser,
  PAID_STATUSES,
  requireProvider,
  type BillingLogger,
} from './billing-common.ts';
import { payments } from './billing.table.ts';
import type { PlanActivation } from './plan-activation.ts';

/** The browser's "I paid": checked with the provider before the plan changes. */
export function createPaymentConfirmationService(deps: {
  db: Db;
  provider: ConfiguredPaymentProvider | undefined;
  planActivation: PlanActivation;
  log: BillingLogger;
}) {
  const { db, provider, planActivation, log } = deps;

  return {
    /**
     * The browser says it paid: the server asks the provider. The payment must be this user's, have
     * succeeded, and be for exactly the amount we set; a subscription must be active and this user's.
     */
    async confirmPayment(userId: number, body: ConfirmPaymentBody): Promise<ConfirmPaymentResponse> {
      const active = requireProvider(provider);
      const [payment] = await db.select().from(payments).where(eq(payments.id, body.paymentIntentId));
      if (!payment || payment.userId !== userId) throw new AppError('NOT_FOUND', 'Payment not found.');
      if (payment.plan !== body.planType) {
        throw new AppError('BAD_REQUEST', `This payment is for the ${PLANS[payment.plan].name} plan.`);
      }
      if (body.subscriptionId && body.subscriptionId !== payment.subscriptionId) {
        throw new AppError('BAD_REQUEST', 'This payment belongs to another subscription.');
      }
      if (payment.provider !== active.name) {
        throw new AppError('UNPROCESSABLE', 'This payment was made with another payment system.');
      }
      const user = await loadUser(db, userId);
      if (payment.status === 'succeeded') return { success: true, plan: user.plan };
      // A canceled checkout (its coupon hold lapsed or moved, decision 178) counts only if the provider
      // says it was paid all the same.
      if (payment.status !== 'pending' && payment.status !== 'canceled') {
        throw new AppError('UNPROCESSABLE', `This payment was ${payment.status}. Please start again.`);
      }

      const hasIntent = payment.id !== payment.subscriptionId;
      if (hasIntent) {
        const intent = await fromProvider(() => active.retrievePaymentIntent(payment.id));
        if (!intent) throw new AppError('UNPROCESSABLE', 'The payment provider does not know this payment.');
        if (
          intent.customerId !== user.stripeCustomerId ||
          (intent.metadata.userId ?? String(userId)) !== String(userId)
        ) {
          throw new AppError('FORBIDDEN', 'This payment belongs to someone else.');
        }
        if (intent.status !== 'succeeded') {
          throw new AppError('UNPROCESSABLE', `The payment has not succeeded (status: ${intent.status}).`);
        }
        if (intent.amountCents !== payment.amountCents || intent.currency !== payment.currency) {
          log.error(
            { paymentId: payment.id, expected: payment.amountCents, actual: intent.amountCents },
            'paid amount does not match the price',
          );
          throw new AppError('UNPROCESSABLE', 'The amount paid does not match the price of the plan.');
        }
      } else if (payment.amountCents !== 0) {
        throw new AppError('UNPROCESSABLE', 'This payment has nothing to confirm.');
      }

      let subscription: ProviderSubscription | null = null;
      if (payment.kind === 'subscription') {
        subscription = await fromProvider(() => active.retrieveSubscription(payment.subscriptionId!));
        if (
          !subscription ||
          subscription.customerId !== user.stripeCustomerId ||
          subscription.metadata.userId !== String(userId)
        ) {
          throw new AppError('FORBIDDEN', 'This subscription belongs to someone else.');
        }
        if (!PAID_STATUSES.has(subscription.status)) {
          throw new AppError(
            'UNPROCESSABLE',
            `The subscription is not active (status: ${subscription.status}).`,
          );
        }
      }

      await planActivation.changePlans((_tx, change) => change.activate({ payment, subscription }));
      return { success: true, plan: (await loadUser(db, userId)).plan };
    },
  };
}

export type PaymentConfirmationService = ReturnType<typeof createPaymentConfirmationService>;
