import { frameAncestors } from './frame-ancestors';

describe('frameAncestors', () => {
  it('lets any site embed when the owner set no domains', () => {
    expect(frameAncestors([])).toBe('frame-ancestors *');
  });

  it('allows only the listed domains and their subdomains', () => {
    const policy = frameAncestors(['https://School.org/', 'law.example:8443']);
    expect(policy).toContain('https://school.org');
    expect(policy).toContain('https://*.school.org');
    expect(policy).toContain('https://law.example:8443');
    expect(policy).not.toContain('*.*');
  });

  it('drops entries that could smuggle other directives', () => {
    expect(frameAncestors(["evil.com; script-src 'unsafe-inline'"])).toBe('frame-ancestors *');
  });
});
