import { Plus, Tags, TicketPercent } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../../../shared/contracts/coupons.ts';
import { COUPON_DURATIONS } from '../../../../shared/domain/coupons.ts';
import { formatPrice } from '../../../../shared/domain/plans.ts';
import { EmptyState, QueryStates } from '../../../components/query-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { useAdminCoupons, useCreateCoupon, useCreatePlanCoupons } from '../api/admin-coupons.ts';
import {
  emptyCouponDraft,
  validateCouponDraft,
  type CouponDraft,
  type CouponDraftErrors,
  type CouponDuration,
  type DiscountType,
} from '../coupon-form-model.ts';
import { ADMIN_LOAD_ERROR, useAdminToasts } from './admin-feedback.tsx';
import { describedBy, FormField } from './form-field.tsx';
import { formatDay } from '../../../lib/format.ts';

/** Cupones: the three plan coupons in one click, the coupon form, and the list. */
export function CouponsTab() {
  const { t } = useTranslation();
  const toasts = useAdminToasts();
  const coupons = useAdminCoupons();
  const createPlanCoupons = useCreatePlanCoupons();
  const [isFormOpen, setFormOpen] = useState(false);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={createPlanCoupons.isPending}
          onClick={() =>
            createPlanCoupons.mutate(undefined, {
              onSuccess: () => toasts.success('adminDashboard.messages.planCouponsCreated'),
              onError: (error) => toasts.failure(error, 'adminDashboard.errors.createPlanCoupons'),
            })
          }
        >
          <Tags aria-hidden />
          {createPlanCoupons.isPending
            ? t('adminDashboard.coupons.creating')
            : t('adminDashboard.coupons.createPlanCoupons')}
        </Button>
        <Button onClick={() => setFormOpen(true)}>
          <Plus aria-hidden />
          {t('adminDashboard.coupons.createCoupon')}
        </Button>
      </div>

      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('adminDashboard.coupons.title')}</CardTitle>
          <CardDescription>{t('adminDashboard.coupons.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryStates
            query={coupons}
            loadError={ADMIN_LOAD_ERROR}
            isEmpty={(data) => data.coupons.length === 0}
            empty={<EmptyState title={t('adminDashboard.coupons.empty')} />}
          >
            {(data) => (
              <ul className="grid gap-2" data-testid="coupon-list">
                {[...data.coupons]
                  .sort((a, b) => b.created - a.created || a.id.localeCompare(b.id))
                  .map((coupon) => (
                    <CouponRow key={coupon.id} coupon={coupon} />
                  ))}
              </ul>
            )}
          </QueryStates>
        </CardContent>
      </Card>

      <CouponFormDialog open={isFormOpen} onOpenChange={setFormOpen} />
    </div>
  );
}

function CouponRow({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const discount =
    coupon.percent_off !== null
      ? t('adminDashboard.coupons.percentOff', { value: coupon.percent_off })
      : t('adminDashboard.coupons.amountOff', { value: formatPrice(coupon.amount_off ?? 0) });
  const duration =
    coupon.duration === 'repeating'
      ? t('adminDashboard.coupons.duration.repeating', { count: coupon.duration_in_months ?? 0 })
      : t(`adminDashboard.coupons.duration.${coupon.duration}`);
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-lg border p-4" data-testid="coupon-row">
      <TicketPercent className="mt-0.5 size-5 text-muted-foreground" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-mono font-semibold">{coupon.id}</h3>
          <Badge variant={coupon.valid ? 'success' : 'outline'}>
            {t(coupon.valid ? 'adminDashboard.coupons.active' : 'adminDashboard.coupons.inactive')}
          </Badge>
          {coupon.applies_to_plan ? (
            <Badge variant="secondary">
              {t('adminDashboard.coupons.planOnly', {
                plan: t(`adminDashboard.planLabels.${coupon.applies_to_plan}`),
              })}
            </Badge>
          ) : null}
        </div>
        <p className="text-sm">{coupon.name}</p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{discount}</span>
          <span>{duration}</span>
          <span>
            {t('adminDashboard.coupons.redemptions', {
              used: coupon.times_redeemed,
              max: coupon.max_redemptions ?? t('adminDashboard.coupons.unlimited'),
            })}
          </span>
          <span>
            {t('adminDashboard.coupons.created', { date: formatDay(new Date(coupon.created * 1000)) })}
          </span>
        </p>
      </div>
    </li>
  );
}

function CouponFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('adminDashboard.couponForm.title')}</DialogTitle>
          <DialogDescription>{t('adminDashboard.couponForm.description')}</DialogDescription>
        </DialogHeader>
        <CouponForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CouponForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const toasts = useAdminToasts();
  const createCoupon = useCreateCoupon();
  const [draft, setDraft] = useState<CouponDraft>(emptyCouponDraft);
  const [errors, setErrors] = useState<CouponDraftErrors>({});
  const update = (changes: Partial<CouponDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const error = (field: keyof CouponDraft) => (errors[field] ? t(errors[field]) : undefined);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateCouponDraft(draft);
    setErrors(result.errors);
    if (!result.body) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    createCoupon.mutate(result.body, {
      onSuccess: () => {
        toasts.success('adminDashboard.messages.couponCreated');
        onDone();
      },
      onError: (failure) => toasts.failure(failure, 'adminDashboard.errors.createCoupon'),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-code`} label={t('adminDashboard.couponForm.code')} error={error('code')}>
          <Input
            {...describedBy(`${id}-code`, errors.code)}
            value={draft.code}
            maxLength={64}
            className="font-mono uppercase"
            placeholder={t('adminDashboard.couponForm.codePlaceholder')}
            autoComplete="off"
            onChange={(event) => update({ code: event.target.value })}
            required
          />
        </FormField>
        <FormField id={`${id}-name`} label={t('adminDashboard.couponForm.name')} error={error('name')}>
          <Input
            {...describedBy(`${id}-name`, errors.name)}
            value={draft.name}
            maxLength={100}
            placeholder={t('adminDashboard.couponForm.namePlaceholder')}
            onChange={(event) => update({ name: event.target.value })}
            required
          />
        </FormField>
        <FormField id={`${id}-type`} label={t('adminDashboard.couponForm.discountType')}>
          <Select
            value={draft.discountType}
            onValueChange={(value) => update({ discountType: value as DiscountType })}
          >
            <SelectTrigger id={`${id}-type`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="percentage">{t('adminDashboard.couponForm.percentage')}</SelectItem>
              <SelectItem value="fixed">{t('adminDashboard.couponForm.fixed')}</SelectItem>
            </SelectContent>
          </Select>
        </FormField>
        <FormField id={`${id}-value`} label={t('adminDashboard.couponForm.value')} error={error('value')}>
          <Input
            {...describedBy(`${id}-value`, errors.value)}
            type="number"
            inputMode="decimal"
            step={0.01}
            min={0}
            value={draft.value}
            onChange={(event) => update({ value: event.target.value })}
            required
          />
        </FormField>
        <FormField id={`${id}-duration`} label={t('adminDashboard.couponForm.duration')}>
          <Select
            value={draft.duration}
            onValueChange={(value) => update({ duration: value as CouponDuration })}
          >
            <SelectTrigger id={`${id}-duration`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {COUPON_DURATIONS.map((duration) => (
                <SelectItem key={duration} value={duration}>
                  {t(`adminDashboard.couponForm.durations.${duration}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        {draft.duration === 'repeating' ? (
          <FormField
            id={`${id}-months`}
            label={t('adminDashboard.couponForm.months')}
            hint={t('adminDashboard.couponForm.monthsHint')}
            error={error('months')}
          >
            <Input
              {...describedBy(`${id}-months`, errors.months, 'hint')}
              type="number"
              inputMode="numeric"
              step={1}
              min={1}
              max={36}
              value={draft.months}
              onChange={(event) => update({ months: event.target.value })}
              required
            />
          </FormField>
        ) : null}
        <FormField
          id={`${id}-max`}
          label={t('adminDashboard.couponForm.maxRedemptions')}
          error={error('maxRedemptions')}
          className="sm:col-span-2"
        >
          <Input
            {...describedBy(`${id}-max`, errors.maxRedemptions)}
            type="number"
            inputMode="numeric"
            step={1}
            min={1}
            value={draft.maxRedemptions}
            onChange={(event) => update({ maxRedemptions: event.target.value })}
          />
        </FormField>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('adminDashboard.couponForm.cancel')}
        </Button>
        <Button type="submit" disabled={createCoupon.isPending}>
          {createCoupon.isPending
            ? t('adminDashboard.couponForm.creating')
            : t('adminDashboard.couponForm.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
