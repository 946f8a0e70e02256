import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { User } from '../../../../shared/contracts/auth.ts';
import { isPaidPlanId } from '../../../../shared/domain/plans.ts';
import { SignedInLayout } from '../../../components/layout/signed-in-layout.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useBillingConfig } from '../api/get-billing-config.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { Checkout } from '../components/checkout.tsx';
import { CurrentPlanCard } from '../components/current-plan-card.tsx';
import { PlanCards } from '../components/plan-cards.tsx';

/**
 * /subscribe (docs/product.md#billing). With ?plan: the payment form for that plan (annual has its own
 * one-time form). Without: the current plan, cancellation, and the plan list. Without a payment system
 * (production with no keys): the spec's "being configured" message.
 */
export default function SubscribePage({ user }: { user: User }) {
  const { t } = useTranslation();
  const query = new URLSearchParams(useSearch());
  const requestedPlan = query.get('plan');
  const config = useBillingConfig();
  const subscription = useSubscription();

  let content;
  if (config.isPending || subscription.isPending) {
    content = <Spinner className="py-24" />;
  } else if (config.isError || subscription.isError) {
    content = (
      <p role="alert" className="text-destructive">
        {t('billing.subscribe.loadError')}
      </p>
    );
  } else if (config.data.mode === 'unavailable') {
    content = (
      <Card className="mx-auto max-w-xl">
        <CardHeader>
          <CardTitle level={2} className="flex items-center gap-2">
            <Settings className="size-5" aria-hidden />
            {t('billing.subscribe.notConfiguredTitle')}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p>{t('billing.subscribe.notConfigured')}</p>
          <Link href="/dashboard" className={buttonVariants({ className: 'justify-self-start' })}>
            {t('common.backToDashboard')}
          </Link>
        </CardContent>
      </Card>
    );
  } else if (isPaidPlanId(requestedPlan)) {
    content = (
      <Checkout
        key={requestedPlan}
        plan={requestedPlan}
        mode={config.data.mode}
        publishableKey={config.data.publishableKey}
        subscription={subscription.data}
        initialCouponCode={query.get('coupon') ?? undefined}
      />
    );
  } else {
    content = (
      <div className="grid gap-10">
        {requestedPlan ? (
          <p role="alert" className="rounded-md bg-muted p-3">
            {t('billing.subscribe.unknownPlan', { plan: requestedPlan })}
          </p>
        ) : null}
        <CurrentPlanCard subscription={subscription.data} />
        <PlanCards id="plans" currentPlan={subscription.data.plan} />
      </div>
    );
  }

  return (
    <SignedInLayout user={user}>
      <div className="grid gap-8">
        <header>
          <h1 className="text-3xl font-bold">{t('billing.subscribe.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('billing.subscribe.description')}</p>
        </header>
        {content}
      </div>
    </SignedInLayout>
  );
}
