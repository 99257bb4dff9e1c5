/** @jest-environment jsdom */
import { useForm } from 'react-hook-form';
import { NameFields, NewPasswordFields, useAccountFieldText } from '@/components/auth/account-fields';
import { FileField } from '@/components/auth/file-field';
import { FullScreenSpinner } from '@/components/auth/full-screen-spinner';
import { SlotPicker } from '@/components/booking/slot-picker';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { StarRating } from '@/components/home/star-rating';
import { SaveBar } from '@/components/lawyer-profile/fields';
import { listingNote } from '@/components/lawyer-profile/listing-note';
import { IbpVerifiedBadge } from '@/components/lawyers/ibp-verified-badge';
import { MeetingComments } from '@/components/meetings/meeting-comments';
import { MeetingFiles } from '@/components/meetings/meeting-files';
import type { CommentDto, MeetingFileDto } from '@/lib/dto/meeting';
import { useLocale, useT } from '@/lib/i18n/client';
import { translator } from '@/lib/i18n/translator';
import { useDomRoot } from '@/lib/test/dom';
import enAccount from '@/messages/en/account.json';
import enAuth from '@/messages/en/auth.json';
import enBooking from '@/messages/en/booking.json';
import enEditor from '@/messages/en/editor.json';
import enThreads from '@/messages/en/threads.json';
import filAccount from '@/messages/fil/account.json';
import filAuth from '@/messages/fil/auth.json';
import filBooking from '@/messages/fil/booking.json';
import filEditor from '@/messages/fil/editor.json';
import filProfile from '@/messages/fil/profile.json';
import filThreads from '@/messages/fil/threads.json';

// Issue 59 item 4: no silent English. The shared components take their words and language from the
// caller (no English default left: lib/lint/no-silent-english.test.ts); rendered on a Filipino page as
// their callers render them, each shows the Filipino catalogue's words and none of the English ones.
const dom = useDomRoot();
const text = () => dom.container.textContent ?? '';
const labels = () => [...dom.container.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));

function AccountForm() {
  const fieldText = useAccountFieldText();
  const t = useT('auth');
  const { register, formState } = useForm<{ first_name: string; last_name: string; password: string; confirm_password: string }>();
  return (
    <div>
      <NameFields register={register} errors={formState.errors} text={fieldText} />
      <NewPasswordFields register={register} errors={formState.errors} label={t('fields.newPassword')} text={fieldText} />
    </div>
  );
}

it('the account fields (sign-ups, names, passwords) in Filipino', () => {
  dom.render(<AccountForm />, { locale: 'fil' });
  for (const key of ['firstName', 'lastName', 'newPassword', 'confirmPassword', 'passwordRule'] as const) {
    expect(text()).toContain(filAuth.fields[key]);
    expect(text()).not.toContain(enAuth.fields[key]);
  }
});

function ResubmitLike() {
  const t = useT('account');
  return (
    <FileField
      label={t('verification.ibpId')}
      hint={t('verification.hint')}
      accept="application/pdf"
      file={null}
      onChange={() => {}}
      buttonText={{ choose: t('verification.chooseFile'), replace: t('verification.replaceFile') }}
    />
  );
}

it('the file field of the IDs re-upload in Filipino', () => {
  dom.render(<ResubmitLike />, { locale: 'fil' });
  expect(text()).toContain(filAccount.verification.chooseFile);
  expect(text()).not.toContain(enAccount.verification.chooseFile);
});

function SlotsLike({ slots }: { slots: string[] }) {
  const t = useT('booking');
  const locale = useLocale();
  return (
    <SlotPicker
      slots={slots}
      value={null}
      zone="Asia/Manila"
      onChange={() => {}}
      locale={locale}
      text={{ none: t('slots.none'), day: t('slots.day'), time: t('slots.time') }}
    />
  );
}

it('the slot picker in Filipino: its days, its groups, and the sentence when nothing is free', () => {
  dom.render(<SlotsLike slots={['2030-11-25T01:00:00.000Z', '2030-11-25T02:00:00.000Z']} />, { locale: 'fil' });
  expect(labels()).toEqual(expect.arrayContaining([filBooking.slots.day, filBooking.slots.time]));
  expect(labels()).not.toContain(enBooking.slots.day);
  // Monday in Filipino (Intl's "fil"): "Lun".
  expect(dom.container.querySelector('button')!.textContent).toMatch(/^Lun/);
  dom.render(<SlotsLike slots={[]} />, { locale: 'fil' });
  expect(text()).toBe(filBooking.slots.none);
});

function SaveLike({ pending }: { pending: boolean }) {
  const t = useT('editor');
  return <SaveBar pending={pending} label={t('form.save')} pendingLabel={t('form.saving')} />;
}

it('the editors’ save bar, the spinner and the IBP badge in Filipino', () => {
  dom.render(<SaveLike pending={false} />, { locale: 'fil' });
  expect(text()).toBe(filEditor.form.save);
  dom.render(<SaveLike pending />, { locale: 'fil' });
  expect(text()).toBe(filEditor.form.saving);
  expect(text()).not.toBe(enEditor.form.saving);
  dom.render(<FullScreenSpinner label={filAuth.loading} />, { locale: 'fil' });
  expect(labels()).toEqual([filAuth.loading]);
  dom.render(<IbpVerifiedBadge label={filProfile.badge.ibpVerified} />, { locale: 'fil' });
  expect(text().trim()).toBe(filProfile.badge.ibpVerified);
});

it('the listing note, the breadcrumbs and the star rating in Filipino', () => {
  const editor = translator('fil', 'editor');
  expect(listingNote({ listed: true, listing_blockers: [] }, editor)).toBe(filEditor.listing.listed);
  dom.render(
    <Breadcrumbs
      crumbs={[
        { name: 'Tahanan', path: '/fil' },
        { name: 'Blog', path: '/fil/blog' },
      ]}
      locale="fil"
    />,
    { locale: 'fil' },
  );
  expect(labels()).toEqual([translator('fil', 'blog')('breadcrumbs.label')]);
  expect(labels()).not.toEqual([translator('en', 'blog')('breadcrumbs.label')]);
  dom.render(<StarRating rating={4.5} locale="fil" />, { locale: 'fil' });
  expect(labels()).toEqual([translator('fil', 'home')('reviews.stars', { rating: '4.5' })]);
  expect(labels()).not.toEqual([translator('en', 'home')('reviews.stars', { rating: '4.5' })]);
});

const COMMENT = {
  _id: '22222222-2222-4222-8222-222222222222',
  text: 'Dala ko ang titulo.',
  author_name: 'Maria Santos',
  mine: true,
  created_at: '2030-11-20T01:00:00.000Z',
  updated_at: '2030-11-20T01:00:00.000Z',
} as unknown as CommentDto;
const FILE = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'titulo.pdf',
  size: 120_000,
  url: '/api/v1/files/11111111-1111-4111-8111-111111111111',
  mine: true,
} as MeetingFileDto;
const MEETING = '33333333-3333-4333-8333-333333333333';

it('the meeting page’s comment thread and file shelf in Filipino', () => {
  dom.render(
    <>
      <MeetingComments meetingId={MEETING} comments={[COMMENT]} status="CONFIRMED" closed={null} />
      <MeetingFiles meetingId={MEETING} files={[FILE]} status="CONFIRMED" closed={null} />
    </>,
    { locale: 'fil' },
  );
  const fil = translator('fil', 'threads');
  const en = translator('en', 'threads');
  expect(text()).toContain(fil('files.attached', { count: 1 }));
  expect(text()).not.toContain(en('files.attached', { count: 1 }));
  expect(text()).toContain(filThreads.files.addFiles);
  expect(text()).not.toContain(enThreads.files.addFiles);
  // Every word of the thread's own catalogue that is on the page is the Filipino one.
  const shown = Object.values(enThreads.comments).filter((english) => typeof english === 'string' && text().includes(english));
  expect(shown).toEqual([]);
});
