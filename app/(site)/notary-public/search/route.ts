// GET /notary-public/search – the city form on /notary-public, redirected to the city page (works without JS)
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function GET(request: Request) {
  const city = (new URL(request.url).searchParams.get('city') ?? '').trim().toLowerCase();
  // A relative Location keeps the visitor on the public host even behind a proxy.
  const location = SLUG.test(city) ? `/notary-public/${city}` : '/notary-public';
  return new Response(null, { status: 303, headers: { Location: location } });
}
