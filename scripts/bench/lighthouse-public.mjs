// Lighthouse (mobile, the default form factor) on the public pages: median of N runs per page.
//
//   npm run build   # with NEXT_DIST_DIR / DATA_DIR of your choice
//   NEXT_DIST_DIR=.next-public DATA_DIR=.data-public node scripts/bench/lighthouse-public.mjs [path ...]
//
// Starts `next start` itself (BENCH_PORT, default 3203), runs lighthouse@13 (Node ≥ 22.19) with Debian Chromium
// (CHROME_PATH, default /usr/bin/chromium) and prints the category scores and the main metrics.
// Exits 1 when a median misses the targets (Performance ≥ 98, Accessibility/Best Practices/SEO 100).
//
// Without paths: home, a landing page, a blog post, /notary-public, /free-legal-help and a lawyer
// profile. `/lawyer/photo` (or `/fil/lawyer/photo`) stands for the seeded lawyer@example.com's profile after the bench has
// uploaded a real photo for them (the seed's avatars are small SVGs; a client meets an uploaded
// portrait, which is the page's largest paint). That changes the bench's database, not yours.
import { signIn } from './bench-session.mjs';
import { benchPage, printHeader } from './lighthouse-run.mjs';
import { startNext } from './landing-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3203);
const paths = process.argv.slice(2);
if (paths.length === 0)
  paths.push(
    '/',
    '/lawyers-online/civil/metro-manila',
    '/blog/transferring-a-land-title',
    '/notary-public',
    '/free-legal-help',
    '/lawyer/photo',
  );
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

/** Signs in as the seeded lawyer, uploads a 900 px photo (made by sharp) and answers their profile path. */
async function lawyerWithPhoto(baseUrl) {
  const sharp = (await import('sharp')).default;
  const headers = { origin: baseUrl };
  const { cookie, user } = await signIn(baseUrl, 'lawyer@example.com', 'Lawyer123!');
  // A photo-like picture: a gradient with noise compresses like a portrait, not like a flat colour.
  const { width, height } = { width: 900, height: 900 };
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    const noise = (x * 7919 + y * 104729) % 23;
    pixels[i] = (x / 4 + noise) & 255;
    pixels[i + 1] = (y / 4 + noise) & 255;
    pixels[i + 2] = (120 + noise * 3) & 255;
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const form = new FormData();
  form.append('picture', new File([jpeg], 'portrait.jpg', { type: 'image/jpeg' }));
  const upload = await fetch(`${baseUrl}/api/v1/lawyers/profile/picture`, { method: 'POST', headers: { ...headers, cookie }, body: form });
  if (!upload.ok) throw new Error(`picture upload: HTTP ${upload.status} ${await upload.text()}`);
  return `/lawyer/${user._id}`;
}

const server = await startNext({ port });
let missed = false;
try {
  // `/lawyer/photo` and its Filipino twin `/fil/lawyer/photo`: the same lawyer, photo uploaded once.
  let photoPath;
  for (let i = 0; i < paths.length; i++) {
    const filipino = paths[i] === '/fil/lawyer/photo';
    if (paths[i] !== '/lawyer/photo' && !filipino) continue;
    photoPath ??= await lawyerWithPhoto(server.url);
    paths[i] = filipino ? `/fil${photoPath}` : photoPath;
  }
  // One warm-up request per page so the first run does not measure a cold server.
  for (const path of paths) await fetch(`${server.url}${path}`);
  printHeader();
  for (const path of paths) if (!(await benchPage(path, `${server.url}${path}`, TARGETS)).ok) missed = true;
} finally {
  server.stop();
}
process.exit(missed ? 1 : 0);
