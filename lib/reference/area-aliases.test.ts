import { AREA_ALIASES, aliasRedirectPath, TOPIC_ALIASES } from './area-aliases';
import { AREA_VALUES } from './areas';
import { findLegalProblem } from './legal-problems';

describe('area aliases', () => {
  it('each names a real area, a legal problem of that area, and slugs no area already has', () => {
    const slugs = AREA_ALIASES.map((alias) => alias.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const alias of AREA_ALIASES) {
      expect(AREA_VALUES).toContain(alias.area);
      expect(AREA_VALUES).not.toContain(alias.slug);
      expect(findLegalProblem(alias.legalProblemId)?.value).toEqual([alias.area]);
      for (const id of alias.topic?.problemIds ?? []) expect(findLegalProblem(id)?.value).toEqual([alias.area]);
    }
    expect(TOPIC_ALIASES.map((alias) => alias.slug)).toEqual(['family', 'annulment', 'inheritance']);
  });

  it('sends the paths of a plain synonym to its area (308 in proxy.ts), and nothing else', () => {
    expect(aliasRedirectPath('/lawyers-online/land/metro-manila')).toBe('/lawyers-online/land-issues/metro-manila');
    expect(aliasRedirectPath('/lawyers-online/labor-case')).toBe('/lawyers-online/labor');
    expect(aliasRedirectPath('/lawyers-online/tax/')).toBe('/lawyers-online/taxation');
    expect(aliasRedirectPath('/lawyers-online/family/metro-manila')).toBeNull();
    expect(aliasRedirectPath('/lawyers-online/civil/metro-manila')).toBeNull();
    expect(aliasRedirectPath('/lawyers-online/land/metro-manila/extra')).toBeNull();
    expect(aliasRedirectPath('/blog/land')).toBeNull();
  });
});
