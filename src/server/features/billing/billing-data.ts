import { asc, eq } from 'drizzle-orm';
import { onePage, type PersonalRows } from '../../core/personal-data.ts';
import { couponRedemptions, payments } from './billing.table.ts';

/** A learner's payments (each checkout they started), for their data export (decision 160). */
export const paymentRows: PersonalRows = (db, userId) =>
  onePage(() =>
    db
      .select({
        id: payments.id,
        provider: payments.provider,
        kind: payments.kind,
        plan: payments.plan,
        subscriptionId: payments.subscriptionId,
        amountCents: payments.amountCents,
        currency: payments.currency,
        couponId: payments.couponId,
        status: payments.status,
        createdAt: payments.createdAt,
        updatedAt: payments.updatedAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.createdAt)),
  );

/** The coupons a learner redeemed, for their data export. */
export const couponRedemptionRows: PersonalRows = (db, userId) =>
  onePage(() =>
    db
      .select({
        couponId: couponRedemptions.couponId,
        paymentId: couponRedemptions.paymentId,
        createdAt: couponRedemptions.createdAt,
      })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.userId, userId))
      .orderBy(asc(couponRedemptions.id)),
  );
