/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { NotFoundScreen } from '@/components/ui/boundary-screens';
import type { Locale } from '@/lib/i18n/paths';
import en from '@/messages/en/errors.json';
import fil from '@/messages/fil/errors.json';
import GlobalError from '@/app/global-error';
import { generateMetadata } from './not-found';

// A boundary's language is the `[locale]` root param (next/root-params, only inside a Next render):
// here the page's language is set by each test.
let pageLocale: Locale = 'en';
jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return { textFor: async (locale: string, namespace: string) => translator(locale, namespace), boundaryLocale: async () => pageLocale };
});

/** The 404 screen's HTML in one language, in a container to query. */
async function screen(locale: Locale): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(await NotFoundScreen({ locale, search: <form method="post" /> }));
  return container;
}

describe('the 404 page in Filipino (issue 40)', () => {
  it('says it in the language of the page it is on, and links to that language', async () => {
    const container = await screen('fil');
    const text = container.textContent!;
    expect(container.querySelector('h1')!.textContent).toBe('Naku... Naligaw ka yata!');
    expect(text).toContain('Wala rito ang pahinang hinahanap mo.');
    expect(text).toContain('Walang pambayad sa abogado? Humanap ng libreng tulong-legal na malapit sa iyo.');
    expect(container.querySelector('form')).not.toBeNull();
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Humanap ng libreng tulong-legal', '/fil/free-legal-help'],
      ['Saan ako magsisimula?', '/fil/where-to-start'],
      ['Bumalik sa home page', '/fil'],
    ]);
    expect(text).not.toMatch(/lost|Can't afford/);
  });

  it('keeps the spec’s English on English pages', async () => {
    const container = await screen('en');
    expect(container.querySelector('h1')!.textContent).toBe('Ops... You are lost!');
    expect(container.textContent).toContain("Can't afford a lawyer? Find free legal help near you.");
    expect(container.querySelector('a[href="/"]')!.textContent).toBe('Go back to the main page');
  });

  it('has a Filipino title on /fil and the English one elsewhere', async () => {
    pageLocale = 'fil';
    expect((await generateMetadata()).title).toBe('Hindi makita ang pahina');
    pageLocale = 'en';
    expect((await generateMetadata()).title).toBe('Page not found');
  });
});

describe('the root error screen (global-error)', () => {
  it('says the catalogue’s sentences, English first, where it cannot know the language yet', () => {
    const html = renderToStaticMarkup(<GlobalError error={Object.assign(new Error('x'), { digest: 'd1' })} />);
    expect(html).toContain(`<h1 class="text-3xl font-bold text-primary sm:text-4xl">${en.somethingWentWrong}</h1>`);
    expect(html).toContain(`<p lang="fil" class="text-lg text-slate-700">${fil.somethingWentWrong}</p>`);
    expect(html).toContain(`${en.digest} <code class="select-all">d1</code>`);
    expect(html).toContain(`<a href="/" class="btn-primary">${en.backHome}</a>`);
  });
});
