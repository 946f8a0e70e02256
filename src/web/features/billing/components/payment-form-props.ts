import type { PaidPlanId } from '../../../../shared/domain/plans.ts';

/** What every provider's payment form receives, so the checkout treats them alike. */
export interface PaymentFormProps {
  plan: PaidPlanId;
  clientSecret: string;
  payLabel: string;
  /** True while the server is confirming (the form stays locked). */
  busy: boolean;
  /** The provider confirmed the payment; the server still has to check it. */
  onPaid: (paymentIntentId: string) => void;
  /** The provider refused the payment; the message is the provider's. */
  onFailed: (message: string) => void;
}
