import 'server-only';
import { AppError } from '@/lib/server/platform/http/errors';
import { PaymongoProvider } from './paymongo-provider';
import { SandboxProvider } from './sandbox-provider';
import type { PaymentProvider, ProviderName } from './types';
import { env } from '@/lib/server/env';

/** PAYMONGO_SECRET_KEY set → PayMongo; otherwise the built-in sandbox. */
export function getPaymentProvider(): PaymentProvider {
  const { PAYMONGO_SECRET_KEY: key, PAYMONGO_WEBHOOK_SECRET } = env();
  return key ? new PaymongoProvider(key, PAYMONGO_WEBHOOK_SECRET) : new SandboxProvider();
}

/** The provider a webhook URL names; the sandbox endpoint stays open only while the sandbox is in use. */
export function getWebhookProvider(name: string): PaymentProvider {
  const active = getPaymentProvider();
  const wanted = name.toUpperCase() as ProviderName;
  if (wanted !== active.name) throw new AppError('NOT_FOUND', 'payments.unknownWebhookEndpoint');
  return active;
}
