import { isSameSite } from './same-site';
import { hashRouteOf, normalizeUrl, withoutHashRoute } from './url-normalizer';

describe('normalizeUrl', () => {
  it.each([
    ['HTTP://Example.COM:80/About', 'http://example.com/About'],
    ['https://example.com:443', 'https://example.com/'],
    ['https://example.com:8443/a', 'https://example.com:8443/a'],
    ['https://example.com/a/b/../c/./d.html#top', 'https://example.com/a/c/d.html'],
    ['https://user:secret@example.com/', 'https://example.com/'],
    ['https://example.com./x', 'https://example.com/x'],
    ['https://example.com/p?utm_source=x&b=2&utm_medium=y&a=1&fbclid=z', 'https://example.com/p?a=1&b=2'],
    ['https://example.com/p?gclid=1&mc_cid=2&mc_eid=3', 'https://example.com/p'],
    ['https://example.com/p?', 'https://example.com/p'],
    ['https://example.com/p?q=a%20b&tag=2&tag=1', 'https://example.com/p?q=a%20b&tag=2&tag=1'],
    ['https://example.com/p?ref=main', 'https://example.com/p?ref=main'],
    ['https://example.com/about/', 'https://example.com/about/'],
    ['https://example.com/index.html', 'https://example.com/index.html'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected);
  });

  it('resolves relative links against a base', () => {
    const base = 'https://example.com/school/admission.html';
    expect(normalizeUrl('tuition.html', base)).toBe('https://example.com/school/tuition.html');
    expect(normalizeUrl('/files/Handbook.pdf', base)).toBe('https://example.com/files/Handbook.pdf');
    expect(normalizeUrl('../contact.html?utm_campaign=x', base)).toBe('https://example.com/contact.html');
    expect(normalizeUrl('//cdn.example.org/a', base)).toBe('https://cdn.example.org/a');
    expect(normalizeUrl('#faq', base)).toBe(base);
  });

  it('keeps hash routes as distinct pages and drops plain anchors', () => {
    const base = 'https://example.com/';
    expect(normalizeUrl('#/listings', base)).toBe('https://example.com/#/listings');
    expect(normalizeUrl('#!/contact', base)).toBe('https://example.com/#!/contact');
    expect(normalizeUrl('#!contact', base)).toBe('https://example.com/#!contact');
    expect(normalizeUrl('/app?utm_source=x#/listings/42', base)).toBe('https://example.com/app#/listings/42');
    expect(normalizeUrl('#section', base)).toBe(base);
    expect(normalizeUrl('#', base)).toBe(base);
    // The app's home route is the page itself.
    expect(normalizeUrl('#/', base)).toBe(base);
    expect(normalizeUrl('#!/', base)).toBe(base);
  });

  it('splits a hash-routed URL into its document and its route', () => {
    expect(hashRouteOf('https://example.com/app#/listings')).toBe('#/listings');
    expect(hashRouteOf('https://example.com/app')).toBe('');
    expect(withoutHashRoute('https://example.com/app#/listings')).toBe('https://example.com/app');
  });

  it.each([
    'mailto:info@example.com',
    'tel:+15035550100',
    'javascript:void(0)',
    'data:text/html,hi',
    'ftp://x/y',
    '',
    '  ',
    'http://',
  ])('skips %p', (href) => {
    expect(normalizeUrl(href, 'https://example.com/')).toBeNull();
  });
});

describe('isSameSite', () => {
  const root = 'https://www.example.com/';

  it('ignores www., scheme and port for names', () => {
    expect(isSameSite('http://example.com/a', root)).toBe(true);
    expect(isSameSite('https://www.example.com:8443/a', root)).toBe(true);
    expect(isSameSite('https://www.example.com/', 'https://example.com/')).toBe(true);
  });

  it('counts subdomains of the root host, not siblings or look-alikes', () => {
    expect(isSameSite('https://blog.example.com/post', root)).toBe(true);
    expect(isSameSite('https://example.com/', 'https://blog.example.com/')).toBe(false);
    expect(isSameSite('https://notexample.com/', root)).toBe(false);
    expect(isSameSite('https://example.com.evil.io/', root)).toBe(false);
  });

  it('compares IP addresses and localhost by host and port', () => {
    expect(isSameSite('http://127.0.0.1:4567/x', 'http://127.0.0.1:4567/')).toBe(true);
    expect(isSameSite('http://127.0.0.1:4568/x', 'http://127.0.0.1:4567/')).toBe(false);
    expect(isSameSite('http://localhost:4567/x', 'http://127.0.0.1:4567/')).toBe(false);
    expect(isSameSite('http://localhost:4567/x', 'http://localhost:4567/')).toBe(true);
  });

  it('rejects non-web URLs', () => {
    expect(isSameSite('mailto:a@example.com', root)).toBe(false);
  });
});
