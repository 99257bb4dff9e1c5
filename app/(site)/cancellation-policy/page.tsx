import type { Metadata } from 'next';
import Link from 'next/link';
import { ArticleBody } from '@/components/content/article-body';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList } from '@/components/seo/structured-data';
import { FREE_CANCELLATION_HOURS, NO_SHOW_AFTER_MINUTES, NO_SHOW_CLAIM_DAYS } from '@/lib/config/cancellation';
import { holdMinutes } from '@/lib/server/meetings/constants';

export const dynamic = 'force-static';

const TITLE = 'Cancellation and Refund Policy';
const DESCRIPTION = `Free cancellation until ${FREE_CANCELLATION_HOURS} hours before your consultation, and a full refund when the lawyer does not show.`;

export const metadata: Metadata = {
  title: TITLE,
  description: DESCRIPTION,
  alternates: { canonical: '/cancellation-policy' },
  openGraph: { title: TITLE, description: DESCRIPTION, url: '/cancellation-policy' },
};

/**
 * The policy in plain words. Its numbers come from lib/config/cancellation.ts, the same constants the
 * cancel handler's rule (lib/server/meetings/cancellation-policy.ts) applies, so page and code agree.
 */
export default function CancellationPolicyPage() {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: TITLE, path: '/cancellation-policy' },
  ];
  const hold = holdMinutes();
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <JsonLd data={breadcrumbList(crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <article className="mx-auto mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{TITLE}</h1>
        <div className="mt-6 rounded-xl bg-primary-50 p-4 text-slate-800 ring-1 ring-primary-200">
          <p className="font-semibold">In short</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            <li>
              Cancel at least <strong>{FREE_CANCELLATION_HOURS} hours</strong> before your consultation: full refund.
            </li>
            <li>Cancel later than that: the fee is not refunded, because the lawyer kept the time for you. You can still reschedule.</li>
            <li>
              The lawyer cancels, or does not join within <strong>{NO_SHOW_AFTER_MINUTES} minutes</strong>: full refund.
            </li>
          </ul>
        </div>
        <ArticleBody className="mt-8">
          <h2 id="before-payment">Before you pay</h2>
          <p>
            A time you choose is held for you for {hold} minutes while you pay. If the payment does not go through, nothing is charged and the time is released. A
            payment that arrives after the hold ended does not book the time, and we refund it in full.
          </p>
          <h2 id="client-cancels">When you cancel</h2>
          <p>You can cancel a booked consultation from its meeting page in your portal.</p>
          <ul>
            <li>
              <strong>At least {FREE_CANCELLATION_HOURS} hours before the start:</strong> free cancellation. You get the full amount you paid back.
            </li>
            <li>
              <strong>Less than {FREE_CANCELLATION_HOURS} hours before the start:</strong> the consultation is cancelled, but the fee is not refunded: the lawyer kept
              the time free for you and can rarely fill it at short notice. If you cannot make it, reschedule to another free time of the same lawyer instead.
            </li>
          </ul>
          <h2 id="lawyer-cancels">When the lawyer cancels or does not show</h2>
          <ul>
            <li>
              <strong>The lawyer cancels</strong>, at any time before the start: full refund.
            </li>
            <li>
              <strong>The lawyer does not join</strong> the call within {NO_SHOW_AFTER_MINUTES} minutes after the start: open the meeting page and choose “Cancel
              meeting”. You get a full refund. You can do so until {NO_SHOW_CLAIM_DAYS} days after the booked end; the call record shows who joined and when.
            </li>
          </ul>
          <h2 id="refunds">How refunds are paid</h2>
          <p>
            Refunds go back to the payment method you used (GCash, Maya, card or QR Ph). We start a refund within 3 business days after it becomes due; how long it
            takes to show depends on your bank or e-wallet. Your receipt and your meeting page show the reference number to quote if you write to us.
          </p>
          <p>
            These rules are part of our <Link href="/terms">Terms of Service</Link>.
          </p>
        </ArticleBody>
      </article>
    </main>
  );
}
