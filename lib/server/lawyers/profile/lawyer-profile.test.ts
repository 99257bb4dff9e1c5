import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { GET as getProfile } from '@/app/api/v1/lawyers/profile/route';
import { POST as postPicture } from '@/app/api/v1/lawyers/profile/picture/route';
import { POST as postBasic } from '@/app/api/v1/lawyers/profile/basic-info/route';
import { POST as postBanking } from '@/app/api/v1/lawyers/profile/banking-info/route';
import { POST as postEducation, PUT as putEducation } from '@/app/api/v1/lawyers/profile/education/route';
import { DELETE as deleteEducation } from '@/app/api/v1/lawyers/profile/education/[id]/route';
import { POST as postWork, PUT as putWork } from '@/app/api/v1/lawyers/profile/work-experience/route';
import { DELETE as deleteWork } from '@/app/api/v1/lawyers/profile/work-experience/[id]/route';
import { POST as postAward, PUT as putAward } from '@/app/api/v1/lawyers/profile/awards/route';
import { DELETE as deleteAward } from '@/app/api/v1/lawyers/profile/awards/[id]/route';
import { PUT as putAvailability } from '@/app/api/v1/lawyers/profile/availability/route';
import { POST as postVisibility } from '@/app/api/v1/lawyers/profile/visibility/route';
import { GET as searchLawyersRoute } from '@/app/api/v1/lawyers/route';
import { GET as sitemap } from '@/app/server-sitemap.xml/route';
import * as t from '@/lib/db/schema';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { useTestDb } from '@/lib/test/db';
import { CookieJar, apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import type { LawyerOwnProfile, ProfileSaveResponse } from '@/lib/dto/lawyer-profile';
import { PROFILE_MESSAGES, PROFILE_TOASTS } from '@/lib/validation/lawyer-profile';
import { affectedListingPaths } from './listing-paths';

const db = useTestDb();
const ctx = routeCtx();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers differ only in their params type
type Handler = (req: Request, c: any) => Promise<Response>;
const call = (h: Handler, user: TestUser | null, method: string, path: string, body?: unknown, params?: Record<string, string>) =>
  h(apiRequest(`/api/v1/lawyers/profile${path}`, { method, jar: user?.jar ?? new CookieJar(), body }), params ? routeCtx(params) : ctx);

const ABOUT = 'I help families and small businesses in Metro Manila with land titles, leases, collection cases and estate settlement. '
  .repeat(3)
  .trim();
const BASIC = {
  first_name: 'Maria',
  last_name: 'Reyes',
  display_name: 'Maria Reyes',
  about: ABOUT,
  quote: 'Justice delayed is justice denied.',
  roll_number: '65432',
  ibp_number: 'IBP-2019-1234',
  office_address: '12 Ayala Ave, Makati',
  city: 'Makati',
  region: 'Central Visayas (VII)',
  bar_year: 2015,
  languages: ['English', 'Tagalog'],
  areas: ['labor'],
  legal_problems: [33],
  specializations: ['Labor disputes'],
  law_firm: '',
};
const EDUCATION = {
  school: 'University of the Philippines',
  degree: 'Juris Doctor',
  start_year: 2010,
  end_year: 2014,
  honours: 'cum laude',
};
const WORK = { title: 'Associate', organization: 'Reyes & Co.', location: 'Makati', start_year: 2015, end_year: '', description: '' };
const AVAILABILITY = {
  daily_availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    available: weekday >= 1 && weekday <= 5,
    start_time: '09:00',
    end_time: '17:00',
  })),
  notice_time: 120,
  services: [
    { duration: 30, price: 800_00 },
    { duration: 60, price: 1500_00 },
  ],
};

async function expectError(res: Promise<Response>, status: number, message: string) {
  const r = await res;
  expect(r.status).toBe(status);
  expect((await r.json()).message).toBe(message);
}

/** A freshly signed-up, IBP-verified lawyer: nothing filled in beyond the sign-up fields. */
async function newLawyer(): Promise<TestUser> {
  const lawyer = await testLawyer(db().db, { isPublic: false, isComplete: false, areas: [], price30: null });
  await db()
    .db.update(t.lawyerProfiles)
    .set({ pictureUrl: null, bankingInfo: null, about: null, quote: null, region: null, languages: [], specializations: [] })
    .where(eq(t.lawyerProfiles.userId, lawyer.id));
  await db().db.delete(t.lawyerEducation).where(eq(t.lawyerEducation.lawyerId, lawyer.id));
  await db().db.delete(t.lawyerWorkExperience).where(eq(t.lawyerWorkExperience.lawyerId, lawyer.id));
  await db().db.delete(t.lawyerServices).where(eq(t.lawyerServices.lawyerId, lawyer.id));
  return lawyer;
}

async function ok<T = unknown>(res: Promise<Response>): Promise<ProfileSaveResponse<T>> {
  const r = await res;
  const body = await r.json();
  if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(body)}`);
  return body;
}

async function photo(options: { width: number; height: number; noise?: boolean; exif?: boolean }): Promise<Buffer> {
  const { width, height } = options;
  const raw = Buffer.alloc(width * height * 3);
  if (options.noise) for (let i = 0; i < raw.length; i++) raw[i] = ((i * 2654435761) >>> 24) ^ (i & 0xff);
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (options.exif) image = image.withExif({ IFD0: { Copyright: 'GPS-SECRET-HOME', ImageDescription: 'GPS-SECRET-HOME' } });
  return image.jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer();
}
const pictureForm = (bytes: Uint8Array, name: string, type = 'image/jpeg') => {
  const form = new FormData();
  form.append('picture', new File([new Uint8Array(bytes)], name, { type }));
  return form;
};

async function listedIn(lawyerId: string) {
  const search = await (
    await searchLawyersRoute(apiRequest('/api/v1/lawyers?area_of_practice=labor&region=Central%20Visayas%20(VII)'), ctx)
  ).json();
  const map = await (await sitemap()).text();
  return { search: search.results.some((l: { _id: string }) => l._id === lawyerId), sitemap: map.includes(`/lawyer/${lawyerId}`) };
}

describe('/api/v1/lawyers/profile', () => {
  it('a new lawyer completes every section, turns public, is found; hiding removes them', async () => {
    const lawyer = await newLawyer();
    const first: LawyerOwnProfile = await (await call(getProfile, lawyer, 'GET', '')).json();
    expect(first.missing).toEqual(['basic_info', 'banking_info', 'picture', 'education', 'work_experience', 'services']);

    // Visibility is refused, with the spec's toast, while anything is missing; nothing changes.
    const refused = await call(postVisibility, lawyer, 'POST', '/visibility', {});
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toBe(PROFILE_TOASTS.visibilityFailed);

    await ok(call(postBasic, lawyer, 'POST', '/basic-info', BASIC));
    await ok(
      call(postBanking, lawyer, 'POST', '/banking-info', {
        provider_bank_id: 'BNORPHMM',
        account_name: 'Maria Reyes',
        account_number: '0012-3456-7890',
      }),
    );
    await ok(call(postEducation, lawyer, 'POST', '/education', EDUCATION));
    await ok(call(postWork, lawyer, 'POST', '/work-experience', WORK));
    const availability = await ok<LawyerOwnProfile['availability']>(call(putAvailability, lawyer, 'PUT', '/availability', AVAILABILITY));
    expect(availability.data.services).toEqual(AVAILABILITY.services);
    expect(availability.data.daily_availability[1]).toEqual({
      weekday: 1,
      available: true,
      start_time: '09:00',
      end_time: '17:00',
      ranges: [{ start_time: '09:00', end_time: '17:00' }],
    });
    const pictured = await ok(
      call(postPicture, lawyer, 'POST', '/picture', pictureForm(await photo({ width: 800, height: 600 }), 'me.jpg')),
    );
    expect(pictured.profile.missing).toEqual([]);
    expect(pictured.profile.banking_info).toEqual({
      bank_name: 'BDO Unibank',
      provider_bank_id: 'BNORPHMM',
      account_name: 'Maria Reyes',
      account_number: '001234567890',
    });
    expect(pictured.profile.basic_info).toMatchObject({ ...BASIC });
    expect(await listedIn(lawyer.id)).toEqual({ search: false, sitemap: false });

    const shown = await ok<{ is_public: boolean }>(call(postVisibility, lawyer, 'POST', '/visibility', {}));
    expect(shown.data).toEqual({ is_public: true });
    expect(await listedIn(lawyer.id)).toEqual({ search: true, sitemap: true });

    // Removing the only education makes the profile incomplete: the lawyer leaves the listings.
    const educationId = shown.profile.education[0]._id;
    const incomplete = await ok(call(deleteEducation, lawyer, 'DELETE', `/education/${educationId}`, undefined, { id: educationId }));
    expect(incomplete.profile.missing).toEqual(['education']);
    expect(await listedIn(lawyer.id)).toEqual({ search: false, sitemap: false });
    await ok(call(postEducation, lawyer, 'POST', '/education', EDUCATION));
    expect(await listedIn(lawyer.id)).toEqual({ search: true, sitemap: true });

    const hidden = await ok<{ is_public: boolean }>(call(postVisibility, lawyer, 'POST', '/visibility', { is_public: false }));
    expect(hidden.data).toEqual({ is_public: false });
    expect(await listedIn(lawyer.id)).toEqual({ search: false, sitemap: false });
  });

  it('lists the static pages a change touches: before and after, area and region', () => {
    const off = { listed: false, areas: ['labor'], region: 'Central Visayas (VII)' };
    expect(affectedListingPaths(off, off)).toEqual([]);
    const on = { ...off, listed: true };
    const paths = affectedListingPaths(off, on);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/server-sitemap.xml',
        '/lawyers-online/labor',
        '/lawyers-online/labor/philippines',
        '/lawyers-online/labor/central-visayas',
        '/lawyers-online/labor/cebu-city',
      ]),
    );
    expect(paths).not.toContain('/lawyers-online/labor/metro-manila');
    expect(paths).not.toContain('/lawyers-online/civil');
    expect(paths).not.toContain('/lawyers-online/family');
    // Moving region while listed revalidates the old region's pages too.
    const moved = affectedListingPaths(on, { ...on, region: 'Metro Manila (NCR)', areas: ['civil'] });
    expect(moved).toEqual(
      expect.arrayContaining([
        '/lawyers-online/labor/central-visayas',
        '/lawyers-online/civil/metro-manila',
        '/lawyers-online/civil/makati',
        '/lawyers-online/family/metro-manila',
        '/lawyers-online/annulment',
      ]),
    );
  });

  it('every validation rule answers 400 with its message and changes nothing', async () => {
    const lawyer = await newLawyer();
    await expectError(
      call(postBasic, lawyer, 'POST', '/basic-info', { ...BASIC, about: 'x'.repeat(249) }),
      400,
      'Must be atleast 250 characters long',
    );
    await expectError(
      call(postBasic, lawyer, 'POST', '/basic-info', { ...BASIC, about: 'x'.repeat(501) }),
      400,
      "Value can't be longer than 500.",
    );
    await expectError(
      call(postBasic, lawyer, 'POST', '/basic-info', { ...BASIC, region: 'Atlantis' }),
      400,
      PROFILE_MESSAGES.unknownRegion,
    );
    await expectError(
      call(postBasic, lawyer, 'POST', '/basic-info', { ...BASIC, legal_problems: [99999] }),
      400,
      PROFILE_MESSAGES.unknownChoice,
    );
    await expectError(
      call(postBanking, lawyer, 'POST', '/banking-info', { provider_bank_id: 'NOPE', account_name: 'x', account_number: '1234567' }),
      400,
      PROFILE_MESSAGES.unknownBank,
    );
    await expectError(
      call(postBanking, lawyer, 'POST', '/banking-info', { provider_bank_id: 'BNORPHMM', account_name: 'x', account_number: '12ab' }),
      400,
      PROFILE_MESSAGES.accountNumber,
    );
    await expectError(
      call(postEducation, lawyer, 'POST', '/education', { ...EDUCATION, end_year: 2010 }),
      400,
      PROFILE_MESSAGES.endBeforeStart,
    );
    await expectError(
      call(postEducation, lawyer, 'POST', '/education', { ...EDUCATION, end_year: new Date().getFullYear() + 1 }),
      400,
      PROFILE_MESSAGES.futureYear,
    );
    await expectError(
      call(postWork, lawyer, 'POST', '/work-experience', { ...WORK, start_year: new Date().getFullYear() + 1 }),
      400,
      PROFILE_MESSAGES.futureYear,
    );
    await expectError(
      call(postAward, lawyer, 'POST', '/awards', { title: 'Best paper', description: 'x'.repeat(251) }),
      400,
      "Value can't be longer than 250.",
    );
    await expectError(
      call(putAvailability, lawyer, 'PUT', '/availability', {
        ...AVAILABILITY,
        services: [
          { duration: 30, price: 50_00 },
          { duration: 60, price: 1500_00 },
        ],
      }),
      400,
      PROFILE_MESSAGES.price,
    );
    const badDay = AVAILABILITY.daily_availability.map((d) => (d.weekday === 1 ? { ...d, start_time: '18:00' } : d));
    await expectError(
      call(putAvailability, lawyer, 'PUT', '/availability', { ...AVAILABILITY, daily_availability: badDay }),
      400,
      PROFILE_MESSAGES.hours,
    );
    await expectError(
      call(putAvailability, lawyer, 'PUT', '/availability', {
        ...AVAILABILITY,
        daily_availability: AVAILABILITY.daily_availability.slice(1),
      }),
      400,
      PROFILE_MESSAGES.weekdays,
    );
    const broken = await call(postBasic, lawyer, 'POST', '/basic-info', '{not json');
    expect(broken.status).toBe(400);
    const after: LawyerOwnProfile = await (await call(getProfile, lawyer, 'GET', '')).json();
    expect(after.basic_info.about).toBe('');
    expect(after.banking_info).toBeNull();
    expect(after.education).toEqual([]);
    expect(after.work_experience).toEqual([]);
    expect(after.awards).toEqual([]);
    expect(after.services.map((s) => s.price)).toEqual([null, null]);
  });

  it('availability: several ranges a day are saved and read back in order; an overlap is refused and changes nothing', async () => {
    const lawyer = await newLawyer();
    const split = [
      { start_time: '09:00', end_time: '12:00' },
      { start_time: '13:00', end_time: '17:00' },
    ];
    const withLunch = {
      ...AVAILABILITY,
      daily_availability: AVAILABILITY.daily_availability.map((d) => (d.weekday === 3 ? { ...d, ranges: split } : d)),
    };
    const saved = await ok<LawyerOwnProfile['availability']>(call(putAvailability, lawyer, 'PUT', '/availability', withLunch));
    // The spec's start_time/end_time stay readable: the day's first start and last end.
    expect(saved.data.daily_availability[3]).toEqual({
      weekday: 3,
      available: true,
      start_time: '09:00',
      end_time: '17:00',
      ranges: split,
    });
    const rows = await db()
      .db.select({ start: t.lawyerAvailability.startMinute, end: t.lawyerAvailability.endMinute })
      .from(t.lawyerAvailability)
      .where(and(eq(t.lawyerAvailability.lawyerId, lawyer.id), eq(t.lawyerAvailability.weekday, 3)));
    expect(rows.sort((a, b) => a.start - b.start)).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 1020 },
    ]);

    const overlapping = {
      ...AVAILABILITY,
      daily_availability: AVAILABILITY.daily_availability.map((d) =>
        d.weekday === 3 ? { ...d, ranges: [split[0], { start_time: '11:00', end_time: '15:00' }] } : d,
      ),
    };
    await expectError(call(putAvailability, lawyer, 'PUT', '/availability', overlapping), 400, PROFILE_MESSAGES.rangeOverlap);
    const after: LawyerOwnProfile = await (await call(getProfile, lawyer, 'GET', '')).json();
    expect(after.availability.daily_availability[3].ranges).toEqual(split);
  });

  it('education, work and awards: edit, reorder and delete, each by its owner only', async () => {
    const lawyer = await newLawyer();
    const other = await newLawyer();
    const { data: edu } = await ok<{ _id: string }>(call(postEducation, lawyer, 'POST', '/education', EDUCATION));
    const edited = await ok(call(putEducation, lawyer, 'PUT', '/education', { ...EDUCATION, _id: edu._id, honours: '' }));
    expect(edited.profile.education).toEqual([{ _id: edu._id, ...EDUCATION, honours: null }]);
    const { data: work } = await ok<{ _id: string }>(call(postWork, lawyer, 'POST', '/work-experience', WORK));
    await ok(call(putWork, lawyer, 'PUT', '/work-experience', { ...WORK, _id: work._id, title: 'Partner' }));
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third'])
      ids.push((await ok<{ _id: string }>(call(postAward, lawyer, 'POST', '/awards', { title, description: 'Ab'.repeat(125) }))).data._id);
    const reordered = await ok(call(putAward, lawyer, 'PUT', '/awards', { order: [ids[2], ids[0], ids[1]] }));
    expect(reordered.profile.awards.map((a) => a.title)).toEqual(['Third', 'First', 'Second']);
    expect((await call(putAward, lawyer, 'PUT', '/awards', { order: [ids[0], ids[1]] })).status).toBe(400);

    // Another lawyer cannot touch these (404, as if they did not exist), nor reorder them into their list.
    expect((await call(putEducation, other, 'PUT', '/education', { ...EDUCATION, _id: edu._id })).status).toBe(404);
    expect((await call(deleteEducation, other, 'DELETE', `/education/${edu._id}`, undefined, { id: edu._id })).status).toBe(404);
    expect((await call(putWork, other, 'PUT', '/work-experience', { ...WORK, _id: work._id })).status).toBe(404);
    expect((await call(deleteWork, other, 'DELETE', `/work-experience/${work._id}`, undefined, { id: work._id })).status).toBe(404);
    expect((await call(putAward, other, 'PUT', '/awards', { _id: ids[0], title: 'Mine now' })).status).toBe(404);
    expect((await call(putAward, other, 'PUT', '/awards', { order: ids })).status).toBe(400);
    expect((await call(deleteAward, other, 'DELETE', `/awards/${ids[0]}`, undefined, { id: ids[0] })).status).toBe(404);
    expect((await call(deleteAward, lawyer, 'DELETE', '/awards/not-an-id', undefined, { id: 'not-an-id' })).status).toBe(404);

    const mine: LawyerOwnProfile = await (await call(getProfile, lawyer, 'GET', '')).json();
    expect(mine.education).toHaveLength(1);
    expect(mine.work_experience[0].title).toBe('Partner');
    expect(mine.awards.map((a) => a.title)).toEqual(['Third', 'First', 'Second']);
    await ok(call(deleteAward, lawyer, 'DELETE', `/awards/${ids[2]}`, undefined, { id: ids[2] }));
    await ok(call(deleteWork, lawyer, 'DELETE', `/work-experience/${work._id}`, undefined, { id: work._id }));
    const final: LawyerOwnProfile = await (await call(getProfile, lawyer, 'GET', '')).json();
    expect(final.awards.map((a) => a.title)).toEqual(['First', 'Second']);
    expect(final.work_experience).toEqual([]);
  });

  it('visitors get 401 and customers 403 on every call; bank details never leave the owner', async () => {
    const lawyer = await newLawyer();
    const customer = await testCustomer(db().db);
    const calls: [Handler, string, string, unknown?, Record<string, string>?][] = [
      [getProfile, 'GET', ''],
      [postBasic, 'POST', '/basic-info', BASIC],
      [postBanking, 'POST', '/banking-info', { provider_bank_id: 'BNORPHMM', account_name: 'x', account_number: '1234567' }],
      [postEducation, 'POST', '/education', EDUCATION],
      [putEducation, 'PUT', '/education', { ...EDUCATION, _id: lawyer.id }],
      [deleteEducation, 'DELETE', `/education/${lawyer.id}`, undefined, { id: lawyer.id }],
      [postWork, 'POST', '/work-experience', WORK],
      [deleteWork, 'DELETE', `/work-experience/${lawyer.id}`, undefined, { id: lawyer.id }],
      [postAward, 'POST', '/awards', { title: 'x' }],
      [putAward, 'PUT', '/awards', { order: [lawyer.id] }],
      [deleteAward, 'DELETE', `/awards/${lawyer.id}`, undefined, { id: lawyer.id }],
      [putAvailability, 'PUT', '/availability', AVAILABILITY],
      [postVisibility, 'POST', '/visibility', {}],
      [postPicture, 'POST', '/picture', pictureForm(await photo({ width: 10, height: 10 }), 'a.jpg')],
    ];
    for (const [handler, method, path, body, params] of calls) {
      expect([path, (await call(handler, null, method, path, body, params)).status]).toEqual([path, 401]);
      expect([path, (await call(handler, customer, method, path, body, params)).status]).toEqual([path, 403]);
    }
    const after: LawyerOwnProfile = await (await call(getProfile, lawyer, 'GET', '')).json();
    expect(after.basic_info.about).toBe('');
    expect(after.picture_url).toBeNull();
  });

  it('a 10 MB photo is stored as a 640 px WebP without its EXIF; SVG and executables are refused', async () => {
    const lawyer = await newLawyer();
    let big = await photo({ width: 2100, height: 1600, noise: true, exif: true });
    expect(big.byteLength).toBeGreaterThan(6 * 1024 * 1024);
    expect(big.byteLength).toBeLessThanOrEqual(10 * 1024 * 1024);
    expect(big.includes('GPS-SECRET-HOME')).toBe(true);
    const res = await ok<{ picture_url: string; bytes: number }>(
      call(postPicture, lawyer, 'POST', '/picture', pictureForm(big, 'holiday.JPG')),
    );
    const [file] = await db()
      .db.select()
      .from(t.storedFiles)
      .where(eq(t.storedFiles.id, res.data.picture_url.split('/').pop()!));
    const stored = await getStorage().get(file.storageKey);
    const meta = await sharp(stored!).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'webp',
      width: 640,
      height: 640,
      exif: undefined,
    });
    expect(Buffer.from(stored!).includes('GPS-SECRET-HOME')).toBe(false);
    expect(file.sizeBytes).toBe(stored!.byteLength);
    console.info(`profile picture: ${big.byteLength} bytes uploaded → ${stored!.byteLength} bytes stored`);
    big = Buffer.alloc(0);

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(2048, 1)]);
    for (const [bytes, name] of [
      [svg, 'face.svg'],
      [svg, 'face.jpg'],
      [exe, 'face.jpg'],
      [new Uint8Array(11 * 1024 * 1024), 'huge.jpg'],
    ] as const) {
      const refused = await call(postPicture, lawyer, 'POST', '/picture', pictureForm(bytes, name));
      expect([name, refused.status]).toEqual([name, name === 'huge.jpg' ? 413 : 415]);
    }
    const after: LawyerOwnProfile = await (await call(getProfile, lawyer, 'GET', '')).json();
    expect(after.picture_url).toBe(res.data.picture_url);
  });
});
