import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { SandboxCheckoutForm } from '@/components/booking/sandbox-checkout-form';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getCheckout } from '@/lib/server/payments/get-checkout';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import { CheckoutSummary } from '@/components/booking/checkout-summary';

export const metadata: Metadata = { title: 'Sandbox checkout', robots: { index: false } };
export const dynamic = 'force-dynamic';

/**
 * The built-in sandbox provider's hosted checkout (the stand-in for PayMongo's page). Only the
 * customer who booked can open it; a closed session sends them to /checkout for its state.
 */
export default async function SandboxCheckoutPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await params;
  const user = await requirePageUser(`/checkout/sandbox/${encodeURIComponent(sessionId)}`);
  if (user.type !== 'CUSTOMER' || getPaymentProvider().name !== 'SANDBOX') notFound();
  const checkout = await getCheckout(user.id, { sessionId }).catch(() => notFound());
  if (checkout.state !== 'pending') redirect(checkout.summary_path);
  return (
    <main className="bg-slate-50">
      <div className="container-page max-w-2xl py-8">
        <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-900">
          Sandbox – no real money moves
        </p>
        <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">Checkout</h1>
        <div className="mt-6">
          <CheckoutSummary checkout={checkout} />
        </div>
        <div className="mt-6">
          <SandboxCheckoutForm sessionId={sessionId} />
        </div>
        <p className="mt-4 text-sm text-slate-600">
          {checkout.hold_expires_at &&
            `Your time is held until ${new Date(checkout.hold_expires_at).toLocaleTimeString('en-PH', { timeZone: checkout.lawyer.timezone, hour: 'numeric', minute: '2-digit' })}. `}
          <Link href={checkout.summary_path} className="font-medium text-primary hover:underline">
            Payment summary
          </Link>
        </p>
      </div>
    </main>
  );
}
