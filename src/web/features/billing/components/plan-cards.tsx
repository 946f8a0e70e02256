import { Check, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PAID_PLAN_IDS, PLANS, allowanceHours, type PlanId } from '../../../../shared/domain/plans.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatNumber, formatPrice } from '../../../lib/format.ts';
import { useCurrentUser } from '../../auth/api/current-user.ts';

/**
 * The paid plans from the catalogue (docs/product.md#minutes), each leading to /subscribe?plan=… . Shown on
 * the dashboard and on the subscribe page; the learner's own plan is marked instead of linked.
 */
export function PlanCards({ currentPlan, id }: { currentPlan?: PlanId; id?: string }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const current = currentPlan ?? user?.plan;

  return (
    <section aria-labelledby="plan-cards-heading" id={id} className="scroll-mt-24">
      <h2 id="plan-cards-heading" className="text-2xl font-bold">
        {t('billing.planCards.heading')}
      </h2>
      <p className="mt-1 text-muted-foreground">{t('billing.planCards.description')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {PAID_PLAN_IDS.map((planId) => {
          const plan = PLANS[planId];
          const name = t(`plans.${planId}`);
          const isCurrent = current === planId;
          return (
            <li key={planId} className="flex">
              <Card
                className={cn('flex w-full flex-col', plan.isMostPopular && 'border-primary shadow-md')}
                data-testid={`plan-card-${planId}`}
              >
                <CardHeader>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <CardTitle>{name}</CardTitle>
                    {plan.isMostPopular ? (
                      <Badge>
                        <Star className="size-3" aria-hidden />
                        {t('billing.planCards.mostPopular')}
                      </Badge>
                    ) : null}
                    {isCurrent ? <Badge variant="success">{t('billing.planCards.current')}</Badge> : null}
                  </div>
                  <CardDescription>
                    <span className="text-3xl font-bold text-foreground">{formatPrice(plan.priceCents)}</span>{' '}
                    <span>
                      {plan.billing === 'monthly'
                        ? t('billing.planCards.perMonth')
                        : t('billing.planCards.oneTime')}
                    </span>
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-4">
                  <ul className="grid gap-2 text-sm">
                    <li className="font-medium">
                      {t('billing.planCards.minutes', {
                        minutes: formatNumber(plan.monthlyMinutes),
                      })}
                    </li>
                    {plan.featureKeys.map((key) => (
                      <li key={key} className="flex items-start gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                        <span>{t(key, { hours: formatNumber(allowanceHours(plan)) })}</span>
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto">
                    {isCurrent ? (
                      <span
                        className={cn(buttonVariants({ variant: 'outline' }), 'w-full cursor-default')}
                        aria-disabled="true"
                      >
                        {t('billing.planCards.current')}
                      </span>
                    ) : (
                      <Link
                        href={`/subscribe?plan=${planId}`}
                        className={cn(
                          buttonVariants({ variant: plan.isMostPopular ? 'default' : 'outline' }),
                          'w-full',
                        )}
                      >
                        {t('billing.planCards.choose', { plan: name })}
                      </Link>
                    )}
                  </div>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
