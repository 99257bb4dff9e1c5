import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from './policy.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes exactly the inline scripts a browser would run, once each, in order', () => {
    const html = [
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_">(globalThis.TURBOPACK||[]).push(1)</script></head><body>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"a\\u003cb"])</script>',
      '<script type="module">import "/x.js"</script>',
      '<SCRIPT type="text/javascript">self.__next_f.push([1,"a\\u003cb"])</SCRIPT>',
      '</body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('(globalThis.TURBOPACK||[]).push(1)'),
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('self.__next_f.push([1,"a\\u003cb"])'),
      sha('import "/x.js"'),
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows own files and the given sources, no inline or eval, no framing, no plugins', () => {
    const policy = contentSecurityPolicy({ scriptSources: ["'nonce-abc'"] });
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(directives['media-src']).toEqual(["'self'", 'blob:']);
  });

  it("adds 'unsafe-eval' for next dev only", () => {
    expect(contentSecurityPolicy({ scriptSources: [], dev: true })).toMatch(/script-src 'self' 'unsafe-eval';/);
  });
});
