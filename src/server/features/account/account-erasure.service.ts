import type { CurrentUser } from '../../core/current-user.ts';
import type { Db } from '../../db/client.ts';
import { AppError, unauthenticated } from '../../errors.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { forgetAuditTarget } from '../admin/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { toProviderAppError } from '../billing/provider-errors.ts';
import { deleteAccountRow, findUser } from '../users/users.service.ts';

export const CONFIRMATION_MISMATCH_MESSAGE =
  'Type the email address of your account to confirm its deletion.';

/**
 * Deleting an account (GDPR article 17; decision 160): the payment provider's customer first (when
 * there is one), then every row of the person in one transaction; payments stay without them. Every
 * instance forgets their sessions at once, so the next request of any of them is signed out.
 */
export function createAccountErasureService(deps: {
  db: Db;
  auth: Pick<AuthService, 'forgetUser'>;
  provider: Pick<PaymentProvider, 'deleteCustomer'> | undefined;
}) {
  const { db, auth, provider } = deps;
  return {
    async deleteAccount(user: CurrentUser, confirmation: string): Promise<void> {
      if (confirmation.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError('VALIDATION_FAILED', CONFIRMATION_MISMATCH_MESSAGE, {
          issues: [{ path: 'body.confirmation', message: CONFIRMATION_MISMATCH_MESSAGE }],
        });
      }
      const account = await findUser(db, user.id);
      if (!account) throw unauthenticated();
      // First, so a failure leaves the account as it was and the learner can try again; the provider
      // cancels the customer's subscriptions with it.
      if (account.stripeCustomerId && provider) {
        try {
          await provider.deleteCustomer(account.stripeCustomerId);
        } catch (error) {
          throw toProviderAppError(error);
        }
      }
      await db.transaction(async (tx) => {
        await forgetAuditTarget(tx, user.id);
        await deleteAccountRow(tx, user.id);
      });
      auth.forgetUser(user.id);
    },
  };
}

export type AccountErasureService = ReturnType<typeof createAccountErasureService>;
