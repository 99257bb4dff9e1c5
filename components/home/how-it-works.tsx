import { CalendarCheck, CreditCard, Search, Video } from '@/components/ui/lucide-static';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';

const STEPS = [
  {
    icon: Search,
    title: 'Tell us your legal issue',
    text: 'Choose your problem and, if you like, your region. We show verified lawyers who handle it.',
  },
  {
    icon: CalendarCheck,
    title: 'Compare and pick a time',
    text: 'See ratings, experience, languages and the fee for 30 or 60 minutes, then choose a free slot.',
  },
  {
    icon: CreditCard,
    title: 'Pay securely',
    text: 'Pay with GCash, Maya, card or QR Ph. The booking is confirmed once the payment goes through.',
  },
  {
    icon: Video,
    title: 'Talk to your lawyer',
    text: `Join the video or phone call in your browser. We e-mail you a link ${REMINDER_LEAD_MINUTES} minutes before.`,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="container-page py-12 sm:py-16">
      <h2 id="how-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        How it works
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-lg border border-slate-200 bg-white p-5">
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-primary-50 text-primary">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">
              <span className="text-primary-700">{index + 1}. </span>
              {title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
