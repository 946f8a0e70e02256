import { AlertDialog } from 'radix-ui';
import { CalendarClock, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionState } from '../../../../shared/contracts/billing.ts';
import { PLANS } from '../../../../shared/domain/plans.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { describeError } from '../../../lib/api-client.ts';
import { formatDate, formatNumber, formatPrice } from '../../../lib/format.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';

/**
 * The learner's plan. Cancel is offered only for a paid plan with a recurring subscription, after a
 * confirmation (docs/product.md#billing); one-time purchasers see a note and an upgrade button instead.
 */
export function CurrentPlanCard({ subscription }: { subscription: SubscriptionState }) {
  const { t } = useTranslation();
  const cancel = useCancelSubscription();
  const plan = PLANS[subscription.plan];
  const planName = t(`plans.${subscription.plan}`);
  const periodEnd = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;
  const canCancel =
    subscription.plan !== 'free' && subscription.isRecurring && !subscription.cancelAtPeriodEnd;
  const isOneTime = subscription.plan !== 'free' && !subscription.isRecurring;

  function onConfirmCancel() {
    cancel.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t('billing.currentPlan.cancelled'),
          description: t('billing.currentPlan.cancelledDescription'),
        }),
      onError: (error) =>
        toast({
          title: t('billing.currentPlan.cancelFailed'),
          description: describeError(error, t('billing.payment.initErrorFallback')),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Card data-testid="current-plan-card">
      <CardHeader>
        <CardDescription>{t('billing.currentPlan.title')}</CardDescription>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle level={2} className="text-2xl">
            {planName}
          </CardTitle>
          {plan.priceCents > 0 ? (
            <Badge variant="secondary">
              {plan.billing === 'monthly'
                ? t('billing.checkout.perMonth', { price: formatPrice(plan.priceCents) })
                : t('billing.checkout.oneTime', { price: formatPrice(plan.priceCents) })}
            </Badge>
          ) : null}
        </div>
        <p className="text-muted-foreground">
          {t('billing.currentPlan.minutes', { minutes: formatNumber(plan.monthlyMinutes) })}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {subscription.plan === 'free' ? <p>{t('billing.currentPlan.free')}</p> : null}
        {subscription.status === 'past_due' ? (
          <p className="flex items-center gap-2 text-destructive" role="status">
            <CircleAlert className="size-4" aria-hidden />
            {t('billing.currentPlan.pastDue')}
          </p>
        ) : null}
        {subscription.isRecurring && periodEnd ? (
          <p className="flex items-center gap-2" role="status">
            <CalendarClock className="size-4 text-muted-foreground" aria-hidden />
            {subscription.cancelAtPeriodEnd
              ? t('billing.currentPlan.endsOn', { plan: planName, date: periodEnd })
              : t('billing.currentPlan.renews', { date: periodEnd })}
          </p>
        ) : null}
        {isOneTime ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted-foreground">
              {t('billing.currentPlan.oneTimeNote', { plan: planName })}
            </p>
            <a href="#plans" className={buttonVariants({ variant: 'outline' })}>
              {t('billing.currentPlan.upgrade')}
            </a>
          </div>
        ) : null}
        {canCancel ? (
          <AlertDialog.Root>
            <AlertDialog.Trigger asChild>
              <Button variant="outline" className="justify-self-start" disabled={cancel.isPending}>
                {cancel.isPending ? t('billing.currentPlan.cancelling') : t('billing.currentPlan.cancel')}
              </Button>
            </AlertDialog.Trigger>
            <AlertDialog.Portal>
              <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
              <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg">
                <AlertDialog.Title className="text-lg font-semibold">
                  {t('billing.currentPlan.dialogTitle')}
                </AlertDialog.Title>
                <AlertDialog.Description className="text-sm text-muted-foreground">
                  {t('billing.currentPlan.dialogDescription', {
                    plan: planName,
                    until: periodEnd ? t('billing.currentPlan.dialogUntil', { date: periodEnd }) : '',
                  })}
                </AlertDialog.Description>
                <div className="flex flex-wrap justify-end gap-2">
                  <AlertDialog.Cancel asChild>
                    <Button variant="outline">{t('billing.currentPlan.keep')}</Button>
                  </AlertDialog.Cancel>
                  <AlertDialog.Action asChild>
                    <Button variant="destructive" onClick={onConfirmCancel}>
                      {t('billing.currentPlan.confirmCancel')}
                    </Button>
                  </AlertDialog.Action>
                </div>
              </AlertDialog.Content>
            </AlertDialog.Portal>
          </AlertDialog.Root>
        ) : null}
      </CardContent>
    </Card>
  );
}
