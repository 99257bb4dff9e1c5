import { BadgeCheck, Globe2, LockKeyhole, ReceiptText } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { RegisterCta } from '@/components/home/register-cta';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList, organization } from '@/components/seo/structured-data';
import { APP_NAME } from '@/lib/config/app';
import { SUPPORT_EMAIL } from '@/lib/reference/footer-links';
import { clientFeeNote } from '@/lib/server/payments/platform-fee';

// Prerendered: the fee sentence is the fee model at the PLATFORM_FEE_PERCENT the build ran with.
export const dynamic = 'force-static';

const TITLE = 'About Us';
const DESCRIPTION = `${APP_NAME} connects people in the Philippines and abroad with verified Philippine lawyers for video and phone consultations, with fees shown up front.`;

export const metadata: Metadata = {
  title: TITLE,
  description: DESCRIPTION,
  alternates: { canonical: '/about' },
  openGraph: { title: `About ${APP_NAME}`, description: DESCRIPTION, url: '/about' },
};

const VALUES = [
  {
    icon: BadgeCheck,
    title: 'Verified lawyers only',
    text: 'Every lawyer uploads an IBP ID and a government ID and gives their Roll of Attorneys number, which we check against the Supreme Court’s list of lawyers before a profile can be booked.',
  },
  {
    icon: ReceiptText,
    title: 'Fees you see before you book',
    text: 'Each lawyer sets a price for a 30-minute and a 60-minute consultation and shows it on their profile. That price is what you pay: nothing is added at checkout.',
  },
  {
    icon: Globe2,
    title: 'Help wherever you are',
    text: 'Consultations happen in your browser, on a phone or a computer, with no app to install. Filipinos at home and abroad, OFWs and foreigners all book the same way.',
  },
  {
    icon: LockKeyhole,
    title: 'Privacy and confidentiality',
    text: 'What you tell your lawyer stays between you and your lawyer. We handle personal data under the Data Privacy Act of 2012 and never record your calls.',
  },
];

const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: '/about' },
];

export default function AboutPage() {
  return (
    <main id="main">
      <JsonLd data={breadcrumbList(CRUMBS)} />
      <JsonLd data={organization()} />
      <section className="bg-primary-50">
        <div className="container-page py-10 sm:py-16">
          <Breadcrumbs crumbs={CRUMBS} />
          <h1 className="mt-4 max-w-3xl text-3xl font-bold leading-tight text-primary-800 sm:text-5xl">
            Legal help in the Philippines, made simple
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">
            {APP_NAME} is an online marketplace where clients find verified Philippine lawyers, compare their experience and fees, and book
            a private video or phone consultation in a few minutes.
          </p>
        </div>
      </section>

      <section className="container-page py-12 sm:py-16" aria-labelledby="mission-heading">
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="mission-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              Our mission
            </h2>
            <p className="mt-4 leading-relaxed text-slate-700">
              Too many Filipinos face a land dispute, a dismissal, a family problem or a BIR notice without ever talking to a lawyer —
              because they do not know one, fear the cost, or live far from a city. Our mission is to make a first, honest conversation with
              a qualified lawyer something anyone can arrange from a phone, at a price they know in advance.
            </p>
            <p className="mt-4 leading-relaxed text-slate-700">
              For lawyers, we are a practice tool: a public profile, a calendar clients can book, secure payments, video calls in the
              browser and engagement agreements for work that goes beyond one consultation.
            </p>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <h2 className="text-xl font-semibold text-slate-900">What {APP_NAME} is — and is not</h2>
            <ul className="mt-4 list-disc space-y-3 pl-5 text-slate-700">
              <li>
                {APP_NAME} is <strong>not a law firm</strong> and does not give legal advice. Advice comes from the independent lawyers you
                choose, who are responsible for it under the Code of Professional Responsibility and Accountability.
              </li>
              <li>{clientFeeNote()} Your payment summary and your receipt say the same before and after you pay.</li>
              <li>
                We help you find notaries public, but <strong>notarization is never done over video</strong>: the 2004 Rules on Notarial
                Practice require you to appear in person before the notary with a valid ID.
              </li>
              <li>
                If you cannot afford a lawyer, the Public Attorney’s Office, IBP legal aid and law school clinics may help for free — see
                our{' '}
                <Link href="/blog/how-free-legal-aid-works" className="text-primary underline">
                  guide to free legal aid
                </Link>
                .
              </li>
            </ul>
          </div>
        </div>
      </section>

      <section className="bg-slate-50" aria-labelledby="values-heading">
        <div className="container-page py-12 sm:py-16">
          <h2 id="values-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            What we stand for
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="h-8 w-8 text-primary" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-12 text-center sm:py-16" aria-labelledby="join-heading">
        <h2 id="join-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Ready when you need a lawyer
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700">
          Creating an account is free. Lawyers can join too and reach clients all over the Philippines. Questions? Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="text-primary underline">
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <RegisterCta />
          <Link href="/lawyers-online" className="btn-outline px-6 py-3 text-base">
            Find a lawyer
          </Link>
        </div>
      </section>
    </main>
  );
}
