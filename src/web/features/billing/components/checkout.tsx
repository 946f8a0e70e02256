import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { SubscriptionState } from '../../../../shared/contracts/billing.ts';
import type { Coupon } from '../../../../shared/contracts/coupons.ts';
import { priceWithCoupon } from '../../../../shared/domain/coupons.ts';
import { PLANS, type PaidPlanId } from '../../../../shared/domain/plans.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { describeError } from '../../../lib/api-client.ts';
import { formatNumber, formatPrice } from '../../../lib/format.ts';
import { useConfirmPayment } from '../api/confirm-payment.ts';
import { useStartCheckout, type Checkout as StartedCheckout } from '../api/start-checkout.ts';
import { CouponBox, toCouponDiscount } from './coupon-box.tsx';
import type { PaymentFormProps } from './payment-form-props.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';

// Stripe's form, and Stripe.js with it, load only when Stripe is the payment system.
const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx'));

/**
 * Paying for one plan (docs/product.md#billing): optional coupon, then the payment is started on the server
 * (which sets the price), confirmed with the provider in the browser, checked by the server, and the
 * learner goes to the dashboard with the new plan.
 */
export function Checkout({
  plan,
  mode,
  publishableKey,
  subscription,
  initialCouponCode,
}: {
  plan: PaidPlanId;
  initialCouponCode?: string;
  mode: 'stripe' | 'sandbox';
  publishableKey: string | null;
  subscription: SubscriptionState;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [checkout, setCheckout] = useState<StartedCheckout | null>(null);
  const start = useStartCheckout();
  const confirm = useConfirmPayment();
  const planName = t(`plans.${plan}`);
  const catalogue = PLANS[plan];
  const price = priceWithCoupon(plan, coupon ? toCouponDiscount(coupon) : null);
  const isAnnual = plan === 'annual';
  const alreadyOnPlan =
    subscription.plan === plan && (isAnnual || (subscription.isRecurring && !subscription.cancelAtPeriodEnd));

  function confirmWithServer(paymentIntentId: string, subscriptionId: string | null) {
    confirm.mutate(
      { paymentIntentId, planType: plan, ...(subscriptionId ? { subscriptionId } : {}) },
      {
        onSuccess: () => {
          toast({
            title: t('billing.payment.success', { plan: planName }),
            description: t('billing.payment.successDescription', {
              minutes: formatNumber(catalogue.monthlyMinutes),
            }),
            variant: 'success',
          });
          navigate('/dashboard');
        },
        onError: () =>
          toast({
            title: t('billing.payment.processingError'),
            description: t('billing.payment.processingErrorDescription'),
            variant: 'destructive',
          }),
      },
    );
  }

  function onContinue() {
    start.mutate(
      { plan, ...(coupon && !isAnnual ? { couponCode: coupon.id } : {}) },
      {
        onSuccess: (started) => {
          setCheckout(started);
          if (started.couponApplied && coupon) {
            toast({
              title: t('billing.checkout.couponApplied'),
              description: t('billing.checkout.couponAppliedDescription', {
                code: coupon.id,
                amount: formatPrice(price.discountCents),
              }),
              variant: 'success',
            });
          }
          // A coupon covering the whole first charge: nothing to pay now, the server checks the subscription.
          if (started.clientSecret === null)
            confirmWithServer(started.paymentIntentId, started.subscriptionId);
        },
        onError: (error) =>
          toast({
            title: t('billing.payment.initError'),
            description: describeError(error, t('billing.payment.initErrorFallback')),
            variant: 'destructive',
          }),
      },
    );
  }

  // Back from a payment method that had to leave the page (Stripe adds these to the return URL).
  const handledReturn = useRef(false);
  useEffect(() => {
    if (handledReturn.current) return;
    const query = new URLSearchParams(window.location.search);
    const returnedIntent = query.get('payment_intent');
    const status = query.get('redirect_status');
    if (!returnedIntent || !status) return;
    handledReturn.current = true;
    if (status === 'succeeded') confirmWithServer(returnedIntent, null);
    else toast({ title: t('billing.payment.failed'), variant: 'destructive' });
    // confirmWithServer is stable enough for a one-time return check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onFailed(message: string) {
    toast({ title: t('billing.payment.failed'), description: message, variant: 'destructive' });
  }

  const formProps: PaymentFormProps | null = checkout?.clientSecret
    ? {
        plan,
        clientSecret: checkout.clientSecret,
        payLabel: t('billing.checkout.pay', { amount: formatPrice(checkout.amountCents) }),
        busy: confirm.isPending,
        onPaid: (paymentIntentId) => confirmWithServer(paymentIntentId, checkout.subscriptionId),
        onFailed,
      }
    : null;

  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <Link
        href="/subscribe"
        className="inline-flex items-center gap-2 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('billing.checkout.otherPlan')}
      </Link>
      <Card>
        <CardHeader>
          <CardTitle level={2} className="text-2xl">
            {isAnnual
              ? t('billing.checkout.annualHeading', { plan: planName })
              : t('billing.checkout.heading', { plan: planName })}
          </CardTitle>
          <CardDescription>
            {isAnnual
              ? t('billing.checkout.annualNote', {
                  minutes: formatNumber(catalogue.monthlyMinutes),
                })
              : t('billing.planCards.minutes', { minutes: formatNumber(catalogue.monthlyMinutes) })}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <PriceSummary plan={plan} coupon={coupon} />
          {alreadyOnPlan ? (
            <p role="status" className="rounded-md bg-muted p-3 text-sm">
              {t('billing.checkout.alreadyOnPlan', { plan: planName })}
            </p>
          ) : checkout === null ? (
            <>
              {isAnnual ? null : (
                <CouponBox plan={plan} coupon={coupon} onChange={setCoupon} initialCode={initialCouponCode} />
              )}
              <Button size="lg" onClick={onContinue} disabled={start.isPending}>
                {start.isPending ? t('billing.checkout.starting') : t('billing.checkout.continue')}
              </Button>
            </>
          ) : (
            <>
              {checkout.couponApplied && coupon ? (
                <p role="status" className="flex items-center gap-2 text-sm font-medium text-success">
                  <BadgeCheck className="size-4" aria-hidden />
                  {t('billing.checkout.couponApplied')}
                  <span className="font-normal text-foreground">
                    {t('billing.checkout.couponAppliedDescription', {
                      code: coupon.id,
                      amount: formatPrice(price.discountCents),
                    })}
                  </span>
                </p>
              ) : null}
              {formProps === null ? (
                <Spinner label={t('billing.checkout.confirming')} />
              ) : mode === 'sandbox' ? (
                <SandboxCardForm {...formProps} />
              ) : (
                <Suspense fallback={<Spinner label={t('billing.stripe.loading')} />}>
                  <StripePaymentForm {...formProps} publishableKey={publishableKey ?? ''} />
                </Suspense>
              )}
              {confirm.isPending ? <Spinner label={t('billing.checkout.confirming')} /> : null}
            </>
          )}
        </CardContent>
      </Card>
      {alreadyOnPlan ? (
        <Link href="/dashboard" className={buttonVariants({ variant: 'outline' })}>
          {t('common.backToDashboard')}
        </Link>
      ) : null}
    </div>
  );
}

/** The price, struck out with the discounted one beside it when a coupon applies. */
function PriceSummary({ plan, coupon }: { plan: PaidPlanId; coupon: Coupon | null }) {
  const { t } = useTranslation();
  const catalogue = PLANS[plan];
  const price = priceWithCoupon(plan, coupon ? toCouponDiscount(coupon) : null);
  const full = formatPrice(catalogue.priceCents);
  if (!price.couponApplies || !coupon) {
    return (
      <p className="text-3xl font-bold" data-testid="checkout-price">
        {catalogue.billing === 'monthly'
          ? t('billing.checkout.perMonth', { price: full })
          : t('billing.checkout.oneTime', { price: full })}
      </p>
    );
  }
  const followUp =
    coupon.duration === 'forever'
      ? t('billing.checkout.discountForever')
      : coupon.duration === 'repeating'
        ? t('billing.checkout.discountRepeating', { months: coupon.duration_in_months ?? 1, full })
        : t('billing.checkout.discountOnce', { full });
  return (
    <div className="grid gap-1" data-testid="checkout-price">
      <p className="flex flex-wrap items-baseline gap-3">
        <s className="text-xl text-muted-foreground" data-testid="original-price">
          <span className="sr-only">{t('billing.checkout.regularPrice')} </span>
          {full}
        </s>
        <span className="text-3xl font-bold">
          {t('billing.checkout.firstCharge', { price: formatPrice(price.finalCents) })}
        </span>
        <Badge variant="success">
          {t('billing.checkout.youSave', { amount: formatPrice(price.discountCents) })}
        </Badge>
      </p>
      <p className="text-sm text-muted-foreground">{followUp}</p>
    </div>
  );
}
