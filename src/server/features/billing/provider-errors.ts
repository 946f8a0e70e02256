import { AppError } from '../../errors.ts';
import { PaymentProviderError } from '../../integrations/payments/payment-provider.ts';

/** A provider failure in the one error shape: conflicts and unknown objects stay 4xx, anything else is a 502. */
export function toProviderAppError(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  const code =
    error.kind === 'conflict' ? 'CONFLICT' : error.kind === 'not_found' ? 'NOT_FOUND' : 'PROVIDER_ERROR';
  return new AppError(code, error.message);
}

export const PAYMENTS_NOT_CONFIGURED_MESSAGE =
  'The payment system is currently being configured. Please contact support to set up your subscription.';
