import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Clock } from '../../core/clock.ts';
import { createSandboxPaymentProvider, type SandboxPaymentProvider } from './sandbox-provider.ts';
import {
  createStripePaymentProvider,
  type StripeApiEndpoint,
  type StripePaymentProvider,
} from './stripe-provider.ts';

export type ConfiguredPaymentProvider = StripePaymentProvider | SandboxPaymentProvider;

/**
 * Stripe when its keys are configured; the sandbox in development; none in production without keys
 * (the subscribe page then says the payment system is being configured).
 */
export async function createPaymentProvider(
  config: Config,
  options: { clock: Clock; stripeApi?: StripeApiEndpoint },
): Promise<ConfiguredPaymentProvider | undefined> {
  if (config.stripe) {
    return createStripePaymentProvider({
      secretKey: config.stripe.secretKey,
      webhookSecret: config.stripe.webhookSecret,
      appName: config.appName,
      api: options.stripeApi,
      newAttemptId: randomUUID,
    });
  }
  if (config.isProduction) return undefined;
  return createSandboxPaymentProvider({ clock: options.clock });
}
