import type { ExtractedContent } from '@gptsite/server';
import { addressLabel, distinctTitles, type TitledPage } from './page-titles';

const content = (...headings: [level: number, heading: string][]): ExtractedContent => ({
  title: null,
  lang: null,
  sections: headings.map(([level, heading]) => ({ heading, level, text: 'Some text.' })),
});

const page = (id: string, path: string, title: string, body: ExtractedContent, home = false): TitledPage => ({
  id,
  url: `https://lounge.example${path}`,
  title,
  content: body,
  home,
});

describe('distinctTitles', () => {
  it('names each page of a site whose pages share one title by its main heading or its address', () => {
    const titles = distinctTitles([
      page('home', '/', 'Sapphire Lounge', content([1, 'Welcome to Sapphire']), true),
      page('events', '/events', 'Sapphire Lounge', content([2, 'Upcoming'], [1, 'Events & Parties'])),
      page('vip', '/vip-services', 'Sapphire Lounge', content()),
      page('about', '/about', 'Sapphire Lounge', content([1, 'About Sapphire Lounge'])),
      page('security', '/PhysicalSecurity.html', 'Sapphire Lounge', content([3, 'Small print'])),
    ]);
    expect(titles.has('home')).toBe(false);
    expect(titles.get('events')).toBe('Events & Parties — Sapphire Lounge');
    expect(titles.get('vip')).toBe('Vip services — Sapphire Lounge');
    expect(titles.get('about')).toBe('About Sapphire Lounge');
    expect(titles.get('security')).toBe('Physical Security — Sapphire Lounge');
  });

  it('leaves titles that are already distinct, and does not name pages by a heading they all open with', () => {
    const titles = distinctTitles([
      page('tuition', '/tuition', 'Tuition - Butler Music School', content([1, 'Tuition'])),
      page('lessons', '/lessons', 'Lessons - Butler Music School', content([1, 'Lessons'])),
      page('a', '/about', 'Earle at Law', content([1, 'Get in touch'])),
      page('b', '/business', 'Earle at Law', content([1, 'Get in touch'])),
    ]);
    expect(titles.has('tuition')).toBe(false);
    expect(titles.has('lessons')).toBe(false);
    expect(titles.get('a')).toBe('About — Earle at Law');
    expect(titles.get('b')).toBe('Business — Earle at Law');
  });

  it('names pages with an empty shared title by their heading alone', () => {
    const titles = distinctTitles([
      page('a', '/menu', '', content([1, 'Our Menu'])),
      page('b', '/events', '', content()),
    ]);
    expect(titles.get('a')).toBe('Our Menu');
    expect(titles.get('b')).toBe('Events');
  });

  it('names a page with no title, cited by its address, by its heading', () => {
    const titles = distinctTitles([
      page('menu', '/menu', 'https://lounge.example/menu', content([1, 'Our Menu'])),
      page('faq', '/faq', 'FAQ | Sapphire Lounge', content([1, 'Questions'])),
    ]);
    expect(titles.get('menu')).toBe('Our Menu');
    expect(titles.has('faq')).toBe(false);
  });
});

describe('addressLabel', () => {
  it('reads a route from the hash of a hash-routed app and ignores index pages and bare numbers', () => {
    expect(addressLabel('https://x.example/#/listings')).toBe('Listings');
    expect(addressLabel('https://x.example/practice-areas/estate_planning.html')).toBe('Estate planning');
    expect(addressLabel('https://x.example/index.html')).toBeNull();
    expect(addressLabel('https://x.example/2024/')).toBeNull();
    expect(addressLabel('https://x.example/')).toBeNull();
  });
});
