import type { Metadata } from 'next';
import Link from 'next/link';
import { ArticleBody } from '@/components/content/article-body';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList } from '@/components/seo/structured-data';
import { FREE_CANCELLATION_HOURS, NO_SHOW_AFTER_MINUTES, NO_SHOW_CLAIM_DAYS } from '@/lib/config/cancellation';
import { MANUAL_REFUND_BUSINESS_DAYS, REFUND_ARRIVAL_TEXT } from '@/lib/config/refunds';
import { MAX_RESCHEDULES_PER_PARTY } from '@/lib/rules/reschedule-limit';
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
            <li>
              Cancel later than that: the fee is not refunded, because the lawyer kept the time for you. You can still reschedule, but
              moving it does not move this deadline.
            </li>
            <li>
              The lawyer cancels, or does not join within <strong>{NO_SHOW_AFTER_MINUTES} minutes</strong>: full refund.
            </li>
            <li>
              You and the lawyer can each reschedule a consultation up to <strong>{MAX_RESCHEDULES_PER_PARTY} times</strong>.
            </li>
          </ul>
        </div>
        <ArticleBody className="mt-8">
          <h2 id="before-payment">Before you pay</h2>
          <p>
            A time you choose is held for you for {hold} minutes while you pay. If the payment does not go through, nothing is charged and
            the time is released. A payment that arrives after the hold ended does not book the time, and we refund it in full.
          </p>
          <h2 id="client-cancels">When you cancel</h2>
          <p>You can cancel a booked consultation from its meeting page in your portal.</p>
          <ul>
            <li>
              <strong>At least {FREE_CANCELLATION_HOURS} hours before the start:</strong> free cancellation. You get the full amount you
              paid back.
            </li>
            <li>
              <strong>Less than {FREE_CANCELLATION_HOURS} hours before the start:</strong> the consultation is cancelled, but the fee is not
              refunded: the lawyer kept the time free for you and can rarely fill it at short notice. If you cannot make it, reschedule to
              another free time of the same lawyer instead.
            </li>
          </ul>
          <p>
            The {FREE_CANCELLATION_HOURS} hours count from the earliest time your consultation was ever booked for: moving it to a later day
            yourself does not move the deadline. When the lawyer moves it, the count starts again from the lawyer’s new time. The cancel
            button tells you, before you confirm, whether you will get a refund.
          </p>
          <h2 id="rescheduling">Rescheduling</h2>
          <p>
            You can move a booked consultation to another free time of the same lawyer from its meeting page, as long as it has not started,
            and say why. You and the lawyer can each reschedule it up to {MAX_RESCHEDULES_PER_PARTY} times; the other person’s moves do not
            use up yours. After that, ask the other person in the meeting’s comments if you need another time, or cancel under the rules
            above. Each move is e-mailed to you both, with the new time.
          </p>
          <h2 id="lawyer-cancels">When the lawyer cancels or does not show</h2>
          <ul>
            <li>
              <strong>The lawyer cancels</strong>, at any time before the start: full refund.
            </li>
            <li>
              <strong>The lawyer does not join</strong> the call: you get a full refund without asking. Once the call’s time is over, the
              call record (who joined and when) settles the meeting and the refund starts by itself. If you do not want to wait, after{' '}
              {NO_SHOW_AFTER_MINUTES} minutes you can open the meeting page and choose “Cancel meeting”; this stays possible until{' '}
              {NO_SHOW_CLAIM_DAYS} days after the booked end.
            </li>
          </ul>
          <h2 id="refunds">How refunds are paid</h2>
          <p>
            Refunds go back to the payment method you used (GCash, Maya, card or QR Ph), through our payment provider, as soon as they are
            due. The meeting page shows where your refund stands, and we e-mail you when it has been sent; how long it then takes to show
            depends on your bank or e-wallet ({REFUND_ARRIVAL_TEXT}). If the provider cannot return it, our team sends it to you by hand
            within {MANUAL_REFUND_BUSINESS_DAYS} business days.
          </p>
          <p>
            Every payment has a short reference, like ABG-7K3Q-9M2X: quote it if you write to us. It is on your receipt (on the payment
            page, in your confirmation e-mail and in the PDF receipt attached to it), on the meeting page and in every e-mail about the
            payment.
          </p>
          <p>
            These rules are part of our <Link href="/terms">Terms of Service</Link>.
          </p>
        </ArticleBody>
      </article>
    </main>
  );
}
