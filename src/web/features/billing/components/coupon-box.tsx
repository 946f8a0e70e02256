import { Tag, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../../../shared/contracts/coupons.ts';
import {
  couponAppliesToPlan,
  normalizeCouponCode,
  type CouponDiscount,
} from '../../../../shared/domain/coupons.ts';
import { type SubscriptionPlanId } from '../../../../shared/domain/plans.ts';
import { describeError } from '../../../lib/api-client.ts';
import { formatPrice } from '../../../lib/format.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useValidateCoupon } from '../api/validate-coupon.ts';
import { Input } from '../../../components/ui/input.tsx';

/** The read shape's terms, as the shared price rules take them. */
export function toCouponDiscount(coupon: Coupon): CouponDiscount {
  return {
    percentOff: coupon.percent_off,
    amountOff: coupon.amount_off,
    appliesToPlan: coupon.applies_to_plan,
  };
}

export function describeDiscount(coupon: Coupon, t: TFunction): string {
  return coupon.percent_off !== null
    ? t('billing.coupon.percentOff', { percent: coupon.percent_off })
    : t('billing.coupon.amountOff', { amount: formatPrice(coupon.amount_off ?? 0) });
}

/**
 * The coupon input (docs/product.md#billing): Apply is disabled while the box is empty or a check is running.
 * The server says whether the code exists and can be redeemed; the shared rules say whether it discounts this
 * plan.
 */
export function CouponBox({
  plan,
  coupon,
  onChange,
  initialCode = '',
}: {
  plan: SubscriptionPlanId;
  coupon: Coupon | null;
  onChange: (coupon: Coupon | null) => void;
  /** From /subscribe?coupon=… : filled in, applied when the learner presses Apply. */
  initialCode?: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState(initialCode);
  const [problem, setProblem] = useState<string | null>(null);
  const validate = useValidateCoupon();
  const isEmpty = code.trim() === '';

  function reject(description: string) {
    setProblem(description);
    onChange(null);
    toast({ title: t('billing.coupon.invalid'), description, variant: 'destructive' });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isEmpty || validate.isPending) return;
    setProblem(null);
    validate.mutate(
      { couponCode: normalizeCouponCode(code) },
      {
        onSuccess: ({ coupon: found }) => {
          if (!couponAppliesToPlan(toCouponDiscount(found), plan)) {
            reject(t('billing.coupon.wrongPlan', { plan: t(`plans.${found.applies_to_plan ?? plan}`) }));
            return;
          }
          onChange(found);
          toast({
            title: t('billing.coupon.valid'),
            description: t('billing.coupon.validDescription', {
              code: found.id,
              discount: describeDiscount(found, t),
            }),
            variant: 'success',
          });
        },
        // The server's reason (unknown, already used, used up…) in the interface language.
        onError: (error) => reject(describeError(error, t('billing.coupon.invalidDescription'))),
      },
    );
  }

  if (coupon) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-success/50 bg-success/10 p-3 text-sm">
        <p className="flex items-center gap-2" role="status">
          <Tag className="size-4 text-success" aria-hidden />
          <span className="font-semibold">{t('billing.coupon.valid')}</span>
          <span>
            {t('billing.coupon.validDescription', { code: coupon.id, discount: describeDiscount(coupon, t) })}
          </span>
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
          <X aria-hidden />
          {t('billing.coupon.remove')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-2" noValidate>
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('billing.coupon.label')}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setProblem(null);
          }}
          placeholder={t('billing.coupon.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={problem !== null}
          aria-describedby={problem ? messageId : undefined}
        />
        <Button type="submit" variant="secondary" disabled={isEmpty || validate.isPending}>
          {validate.isPending ? t('billing.coupon.validating') : t('billing.coupon.apply')}
        </Button>
      </div>
      {problem ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          <span className="font-semibold">{t('billing.coupon.invalid')}</span> — {problem}
        </p>
      ) : null}
    </form>
  );
}
