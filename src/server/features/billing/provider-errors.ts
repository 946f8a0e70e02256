import { AppError } from '../../errors.ts';
import { PaymentProviderError } from '../../integrations/payments/payment-provider.ts';

/** A provider failure in the one error shape: a conflict stays a conflict, anything else is a 502. */
export function toProviderAppError(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  return new AppError(error.kind === 'conflict' ? 'CONFLICT' : 'PROVIDER_ERROR', error.message);
}

export const PAYMENTS_NOT_CONFIGURED_MESSAGE =
  'The payment system is currently being configured. Please contact support to set up your subscription.';
