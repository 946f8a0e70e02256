import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import type { PaymentFormProps } from './payment-form-props.ts';

/**
 * Stripe's Payment Element. This module (and Stripe.js, which loadStripe fetches from Stripe) is
 * loaded only on the subscribe page, and only when Stripe is the active payment system.
 */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function getStripe(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export default function StripePaymentForm(props: PaymentFormProps & { publishableKey: string }) {
  const isDark = document.documentElement.classList.contains('dark');
  return (
    <Elements
      stripe={getStripe(props.publishableKey)}
      options={{ clientSecret: props.clientSecret, appearance: { theme: isDark ? 'night' : 'stripe' } }}
    >
      <PaymentElementForm {...props} />
    </Elements>
  );
}

function PaymentElementForm({ plan, payLabel, busy, onPaid, onFailed }: PaymentFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);
  const [ready, setReady] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        // Cards confirm in place; methods that must leave the page come back here to finish.
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/subscribe?plan=${plan}` },
      });
      if (result.error) onFailed(result.error.message ?? t('billing.payment.initErrorFallback'));
      else if (result.paymentIntent.status === 'succeeded') onPaid(result.paymentIntent.id);
      else toast({ title: t('billing.payment.pending') });
    } finally {
      setSubmitting(false);
    }
  }

  const isBusy = busy || submitting;
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      {ready ? null : <Spinner label={t('billing.stripe.loading')} />}
      <PaymentElement onReady={() => setReady(true)} />
      <Button type="submit" size="lg" disabled={!stripe || !ready || isBusy}>
        {isBusy ? t('billing.checkout.paying') : payLabel}
      </Button>
    </form>
  );
}
