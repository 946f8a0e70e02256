import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Coupon, CreateCouponBody } from '../../../shared/contracts/coupons.ts';
import {
  PLAN_COUPONS,
  couponAppliesToPlan,
  findCouponRejection,
  normalizeCouponCode,
  priceWithCoupon,
  type PlanPrice,
} from '../../../shared/domain/coupons.ts';
import { PLANS, type PaidPlanId } from '../../../shared/domain/plans.ts';
import type { Clock } from '../../core/clock.ts';
import type { Executor, Transaction } from '../../core/transaction.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ErrorReasonDetails } from '../../../shared/error-codes.ts';
import type { PaymentProvider, ProviderCoupon } from '../../integrations/payments/payment-provider.ts';
import type { AuditLog } from '../admin/audit.service.ts';
import { toProviderAppError } from './provider-errors.ts';
import { couponRedemptions, coupons, payments } from './billing.table.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** How long an unpaid checkout holds its coupon (decision 178). */
export const COUPON_HOLD_MS = 30 * 60_000;

/** The message a learner sees for a code that does not exist, is switched off, expired or used up. */
const INVALID_COUPON_MESSAGE = 'This coupon code is not valid or has expired.';

/**
 * Stripe's read shape (docs/product.md#billing); `valid` also reflects expiry and redemptions, as Stripe's
 * does.
 */
function toCouponDto(row: CouponRow, now: Date): Coupon {
  return {
    id: row.id,
    name: row.name,
    percent_off: row.percentOff,
    amount_off: row.amountOff,
    currency: row.currency,
    duration: row.duration,
    duration_in_months: row.durationInMonths,
    valid: findCouponRejection(row, now) === null,
    max_redemptions: row.maxRedemptions,
    times_redeemed: row.timesRedeemed,
    created: Math.floor(row.createdAt.getTime() / 1000),
    applies_to_plan: row.appliesToPlan,
  };
}

function toProviderCoupon(row: CouponRow): ProviderCoupon {
  return {
    id: row.id,
    name: row.name,
    percentOff: row.percentOff,
    amountOff: row.amountOff,
    currency: row.amountOff !== null ? (row.currency ?? 'usd') : null,
    duration: row.duration,
    durationInMonths: row.duration === 'repeating' ? row.durationInMonths : null,
    maxRedemptions: row.maxRedemptions,
    redeemBy: row.redeemBy,
  };
}

const alreadyUsed = (code: string) =>
  new AppError('CONFLICT', `You have already used the coupon ${code}. Each coupon can be used once.`, {
    reason: 'already_used',
    code,
  } satisfies ErrorReasonDetails);
const usedUp = (code: string) =>
  new AppError(
    'CONFLICT',
    `The coupon ${code} has just been used up. Remove it to continue without a discount.`,
    { reason: 'used_up', code } satisfies ErrorReasonDetails,
  );

const duplicateCode = (code: string) =>
  new AppError('CONFLICT', `A coupon with the code ${code} already exists. Choose another code.`, {
    reason: 'duplicate_code',
    code,
  } satisfies ErrorReasonDetails);

export function createCouponService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  provider: PaymentProvider | undefined;
}) {
  const { db, clock, audit, provider } = deps;

  /** The provider holds the coupon before we use it (coupons made before Stripe was configured, too). */
  async function mirror(tx: Executor, row: CouponRow, replaceDifferent: boolean) {
    if (!provider || provider.name !== 'stripe') return;
    try {
      await provider.mirrorCoupon(toProviderCoupon(row), { replaceDifferent });
    } catch (error) {
      throw toProviderAppError(error);
    }
    await tx.update(coupons).set({ stripeSyncedAt: clock.now() }).where(eq(coupons.id, row.id));
  }

  /**
   * This learner's hold on a coupon, with the status of the payment it belongs to. The payment is read
   * in its own statement, after the hold is locked: a hold another checkout just moved to its new payment
   * must be read with that payment, which a join evaluated under the older snapshot would not see.
   */
  async function findHold(tx: Executor, couponId: string, userId: number, lock: boolean) {
    const query = tx
      .select({ id: couponRedemptions.id, paymentId: couponRedemptions.paymentId })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
    const [hold] = lock ? await query.for('update') : await query;
    if (!hold) return undefined;
    const [payment] = hold.paymentId
      ? await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, hold.paymentId))
      : [];
    return { id: hold.id, paymentId: hold.paymentId, paymentStatus: payment?.status ?? null };
  }

  /**
   * Ends the unpaid checkouts with a coupon whose hold has lapsed (COUPON_HOLD_MS after they started,
   * decision 178), among those `which` selects: their payments are canceled and their coupons given
   * back. Returns the provider subscriptions to end once committed.
   */
  async function lapseHolds(tx: Transaction, which: SQL): Promise<string[]> {
    const lapsed = await tx
      .update(payments)
      .set({ status: 'canceled', updatedAt: clock.now() })
      .where(
        and(
          which,
          eq(payments.status, 'pending'),
          isNotNull(payments.couponId),
          lt(payments.createdAt, new Date(clock.now().getTime() - COUPON_HOLD_MS)),
        ),
      )
      .returning({ id: payments.id, subscriptionId: payments.subscriptionId });
    await release(
      tx,
      lapsed.map((payment) => payment.id),
    );
    return lapsed.flatMap((payment) => (payment.subscriptionId ? [payment.subscriptionId] : []));
  }

  /** Ends the provider's side of checkouts canceled here, so they cannot be paid there either. */
  async function endAtProvider(subscriptionIds: string[]) {
    for (const subscriptionId of subscriptionIds) {
      // Best effort: a subscription the provider still holds expires there unpaid within a day.
      await provider?.cancelSubscriptionNow(subscriptionId).catch(() => undefined);
    }
  }

  /** Checkouts that ended unpaid give their redemptions back. */
  async function release(tx: Executor, paymentIds: string[]) {
    if (paymentIds.length === 0) return;
    const released = await tx
      .delete(couponRedemptions)
      .where(inArray(couponRedemptions.paymentId, paymentIds))
      .returning({ couponId: couponRedemptions.couponId });
    for (const { couponId } of released) {
      await tx
        .update(coupons)
        .set({ timesRedeemed: sql`greatest(${coupons.timesRedeemed} - 1, 0)` })
        .where(eq(coupons.id, couponId));
    }
  }

  /** A hold on a payment that has not gone through can move to the learner's next checkout. */
  const isSpent = (hold: { paymentStatus: string | null }) =>
    hold.paymentStatus === null || hold.paymentStatus === 'succeeded';

  return {
    /**
     * Ends every checkout whose coupon hold has lapsed, and its subscription at the provider, so that no
     * stale checkout stays payable at the discount until the provider lets it go (decision 178). Run on a
     * timer by the server; holds also lapse on the requests that meet them. Returns how many ended.
     */
    async sweepLapsedHolds(): Promise<number> {
      const ended = await db.transaction((tx) => lapseHolds(tx, sql`true`));
      await endAtProvider(ended);
      return ended.length;
    },

    async listCoupons(): Promise<Coupon[]> {
      const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), coupons.id);
      const now = clock.now();
      return rows.map((row) => toCouponDto(row, now));
    },

    /** Admin: a new coupon, audited, mirrored to Stripe when configured — all or nothing. */
    async createCoupon(actorUserId: number, body: CreateCouponBody): Promise<Coupon> {
      const code = normalizeCouponCode(body.id);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(coupons)
          .values({
            id: code,
            name: body.name,
            percentOff: body.percentOff ?? null,
            amountOff: body.amountOff ?? null,
            currency: body.amountOff !== undefined ? (body.currency ?? 'usd') : null,
            duration: body.duration,
            durationInMonths: body.duration === 'repeating' ? (body.durationInMonths ?? null) : null,
            maxRedemptions: body.maxRedemptions ?? null,
            appliesToPlan: body.appliesToPlan ?? null,
            createdAt: clock.now(),
          })
          .onConflictDoNothing({ target: coupons.id })
          .returning();
        if (!inserted) throw duplicateCode(code);
        await audit.record(
          {
            actorUserId,
            action: 'coupon.create',
            targetType: 'coupon',
            targetId: code,
            details: { ...body, id: code },
          },
          tx,
        );
        await mirror(tx, inserted, false);
        return inserted;
      });
      return toCouponDto(row, clock.now());
    },

    /** Admin: creates the three plan coupons (docs/product.md#billing), or restores their terms. */
    async createPlanCoupons(actorUserId: number): Promise<Coupon[]> {
      const rows = await db.transaction(async (tx) => {
        const now = clock.now();
        const saved: CouponRow[] = [];
        for (const planCoupon of PLAN_COUPONS) {
          const terms = {
            name: planCoupon.name,
            percentOff: null,
            amountOff: planCoupon.amountOff,
            currency: 'usd',
            duration: 'once' as const,
            durationInMonths: null,
            appliesToPlan: planCoupon.appliesToPlan,
            valid: true,
            redeemBy: null,
          };
          const [row] = await tx
            .insert(coupons)
            .values({ id: planCoupon.id, ...terms, createdAt: now })
            .onConflictDoUpdate({ target: coupons.id, set: terms })
            .returning();
          saved.push(row!);
        }
        await audit.record(
          {
            actorUserId,
            action: 'coupon.create-plan-coupons',
            targetType: 'coupon',
            targetId: PLAN_COUPONS.map((coupon) => coupon.id).join(','),
            details: {
              coupons: PLAN_COUPONS.map(({ id, amountOff, appliesToPlan }) => ({
                id,
                amountOff,
                appliesToPlan,
              })),
            },
          },
          tx,
        );
        for (const row of saved) await mirror(tx, row, true);
        return saved;
      });
      const now = clock.now();
      return rows.map((row) => toCouponDto(row, now));
    },

    /**
     * The coupon behind a code if it can be redeemed now; with a plan, also checks that it discounts
     * that plan and returns the price. Throws the learner-facing errors.
     */
    async findUsableCoupon(
      rawCode: string,
      plan: PaidPlanId | undefined,
      userId: number,
    ): Promise<{ row: CouponRow; coupon: Coupon; price: PlanPrice | null }> {
      const code = normalizeCouponCode(rawCode);
      let [row] = await db.select().from(coupons).where(eq(coupons.id, code));
      const now = clock.now();
      if (row && findCouponRejection(row, now) === 'fully_redeemed') {
        // Used up, perhaps by checkouts left unpaid past their hold: those give the coupon back first.
        const ended = await db.transaction((tx) => lapseHolds(tx, eq(payments.couponId, code)));
        if (ended.length > 0) {
          await endAtProvider(ended);
          [row] = await db.select().from(coupons).where(eq(coupons.id, code));
        }
      }
      if (!row || findCouponRejection(row, now) !== null)
        throw new AppError('NOT_FOUND', INVALID_COUPON_MESSAGE, {
          reason: 'invalid_coupon',
        } satisfies ErrorReasonDetails);
      const hold = await findHold(db, row.id, userId, false);
      if (hold && isSpent(hold)) throw alreadyUsed(row.id);
      if (plan === 'annual')
        throw new AppError('UNPROCESSABLE', 'Coupons cannot be used on the Annual plan.', {
          reason: 'annual',
        } satisfies ErrorReasonDetails);
      if (plan && !couponAppliesToPlan(row, plan)) {
        const message = `This coupon applies only to the ${PLANS[row.appliesToPlan ?? 'starter'].name} plan.`;
        throw new AppError('UNPROCESSABLE', message, {
          reason: 'plan',
          appliesToPlan: row.appliesToPlan,
        } satisfies ErrorReasonDetails);
      }
      return { row, coupon: toCouponDto(row, now), price: plan ? priceWithCoupon(plan, row) : null };
    },

    /** Before a checkout: the provider must know the coupon it is asked to apply. */
    async ensureMirrored(row: CouponRow) {
      if (row.stripeSyncedAt) return;
      await mirror(db, row, false);
    },

    /**
     * Redeems a coupon for a checkout, in the transaction that records its payment (decision 066): once
     * per learner (unique coupon and user), and only while redemptions are left — the counter moves with
     * a single conditional UPDATE, so concurrent checkouts cannot both take the last one. A learner's
     * earlier checkout that was never paid hands its redemption to this one and is canceled (decision
     * 178): the provider subscription it returns is to be ended once committed.
     */
    async claim(
      tx: Transaction,
      input: { couponId: string; userId: number; paymentId: string },
    ): Promise<{ replacedSubscriptionId: string | null }> {
      const [inserted] = await tx
        .insert(couponRedemptions)
        .values({ ...input, createdAt: clock.now() })
        .onConflictDoNothing({ target: [couponRedemptions.couponId, couponRedemptions.userId] })
        .returning({ id: couponRedemptions.id });
      if (inserted) {
        const [counted] = await tx
          .update(coupons)
          .set({ timesRedeemed: sql`${coupons.timesRedeemed} + 1` })
          .where(
            and(
              eq(coupons.id, input.couponId),
              eq(coupons.valid, true),
              or(isNull(coupons.maxRedemptions), lt(coupons.timesRedeemed, coupons.maxRedemptions)),
            ),
          )
          .returning({ id: coupons.id });
        if (!counted) throw usedUp(input.couponId);
        return { replacedSubscriptionId: null };
      }
      const hold = await findHold(tx, input.couponId, input.userId, true);
      if (!hold || isSpent(hold)) throw alreadyUsed(input.couponId);
      await tx
        .update(couponRedemptions)
        .set({ paymentId: input.paymentId, createdAt: clock.now() })
        .where(eq(couponRedemptions.id, hold.id));
      // The checkout the hold leaves can no longer be paid at the discount.
      const [replaced] = hold.paymentId
        ? await tx
            .update(payments)
            .set({ status: 'canceled', updatedAt: clock.now() })
            .where(and(eq(payments.id, hold.paymentId), eq(payments.status, 'pending')))
            .returning({ subscriptionId: payments.subscriptionId })
        : [];
      return { replacedSubscriptionId: replaced?.subscriptionId ?? null };
    },

    /**
     * Before a checkout is paid: refuses one canceled here (its hold moved to a newer checkout, or
     * lapsed), and ends one whose coupon hold has lapsed now (decision 178).
     */
    async assertPayable(paymentId: string) {
      const ended = await db.transaction((tx) => lapseHolds(tx, eq(payments.id, paymentId)));
      await endAtProvider(ended);
      const [payment] = await db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, paymentId));
      if (payment?.status === 'canceled') {
        throw new AppError(
          'CONFLICT',
          'This checkout has expired or was replaced by a newer one. Please start the checkout again.',
        );
      }
    },

    release,

    /**
     * A confirmed payment keeps its redemption. One started before redemptions were claimed at checkout
     * (or whose claim was released, then paid after all) is counted now: the discounted payment was made.
     */
    async redeem(tx: Executor, input: { couponId: string; userId: number; paymentId: string }) {
      const inserted = await tx
        .insert(couponRedemptions)
        .values({ ...input, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: couponRedemptions.id });
      if (inserted.length === 0) return;
      await tx
        .update(coupons)
        .set({ timesRedeemed: sql`${coupons.timesRedeemed} + 1` })
        .where(eq(coupons.id, input.couponId));
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
