import type { SubscriptionState } from '../../../shared/contracts/billing.ts';
import type { Executor } from '../../core/transaction.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ConfiguredPaymentProvider } from '../../integrations/payments/create-payment-provider.ts';
import { findUser, type UserRow } from '../users/users.service.ts';
import type { payments } from './billing.table.ts';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE, toProviderAppError } from './provider-errors.ts';

/** What the billing services share: the payment row, the paid states, the provider guards, the user read. */
export type PaymentRow = typeof payments.$inferSelect;

/** Subscription states in which the plan is paid for. */
export const PAID_STATUSES = new Set(['active', 'trialing']);

export interface BillingLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The configured payment provider, or the answer every payment call gives when there is none. */
export function requireProvider(provider: ConfiguredPaymentProvider | undefined): ConfiguredPaymentProvider {
  if (!provider) throw new AppError('NOT_CONFIGURED', PAYMENTS_NOT_CONFIGURED_MESSAGE);
  return provider;
}

/** A provider call whose failures become the app's provider errors. */
export async function fromProvider<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toProviderAppError(error);
  }
}

export async function loadUser(executor: Executor, userId: number, lock = false): Promise<UserRow> {
  const row = await findUser(executor, userId, { lock });
  if (!row) throw notFound('User');
  return row;
}

export function toSubscriptionState(user: UserRow): SubscriptionState {
  return {
    plan: user.plan,
    status: user.subscriptionStatus,
    isRecurring: user.plan !== 'free' && user.stripeSubscriptionId !== null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    currentPeriodEnd: user.currentPeriodEnd ? user.currentPeriodEnd.toISOString() : null,
  };
}
