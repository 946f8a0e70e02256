import { useMutation } from '@tanstack/react-query';
import type {} from '../../../../shared/contracts/billing.ts';
import type { PaidPlanId } from '../../../../shared/domain/plans.ts';
import { callApi } from '../../../lib/api-client.ts';
import { billingApi } from '../../../../shared/contracts/endpoints/billing.ts';

/** What the payment form needs, whichever way the checkout started. */
export interface Checkout {
  plan: PaidPlanId;
  clientSecret: string | null;
  paymentIntentId: string;
  subscriptionId: string | null;
  amountCents: number;
  couponApplied: boolean;
}

/**
 * Starts paying for a plan: a subscription for starter, pro and elite (POST /api/create-subscription),
 * a one-time payment for annual (POST /api/create-payment-intent, whose amount the server sets).
 */
export async function startCheckout(input: { plan: PaidPlanId; couponCode?: string }): Promise<Checkout> {
  if (input.plan === 'annual') {
    const intent = await callApi(billingApi.createPaymentIntent, { body: { planType: 'annual' } });
    return {
      plan: 'annual',
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.paymentIntentId,
      subscriptionId: null,
      amountCents: intent.amountCents,
      couponApplied: false,
    };
  }
  const subscription = await callApi(billingApi.createSubscription, {
    body: { planType: input.plan, ...(input.couponCode ? { couponCode: input.couponCode } : {}) },
  });
  return {
    plan: input.plan,
    clientSecret: subscription.clientSecret,
    paymentIntentId: subscription.paymentIntentId,
    subscriptionId: subscription.subscriptionId,
    amountCents: subscription.amountCents,
    couponApplied: subscription.couponApplied,
  };
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
