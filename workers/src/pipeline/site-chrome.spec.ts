import { siteChromeContent, siteChromeLines } from './site-chrome';

describe('siteChromeLines', () => {
  it("keeps the home page's chrome and lines two pages share, not one page's own header", () => {
    const lines = siteChromeLines([
      { home: false, chrome: ['About our team', 'Call (860) 555-0100', 'Open Mon–Fri 9–5'] },
      { home: true, chrome: ['Call (860) 555-0100', 'Welcome home'] },
      { home: false, chrome: ['Open Mon–Fri 9–5', 'call (860) 555-0100'] },
    ]);
    expect(lines).toEqual(['Call (860) 555-0100', 'Welcome home', 'Open Mon–Fri 9–5']);
  });

  it('adds the paragraphs most pages repeat when they hold a fact, once', () => {
    const lines = siteChromeLines(
      [{ home: true, chrome: ['Call (860) 555-0100'] }],
      ['Home About Services Contact', 'Visit us at 12 Harbor Rd, Mystic, CT 06355', 'Call (860) 555-0100'],
    );
    expect(lines).toEqual(['Call (860) 555-0100', 'Visit us at 12 Harbor Rd, Mystic, CT 06355']);
  });

  it('adds a repeated footer paragraph naming the area served', () => {
    const area =
      'Service Area\nFort Worth and the DFW Metroplex and the counties of Tarrant, Johnson and Wise.';
    const lines = siteChromeLines(
      [{ home: true, chrome: ['Call 817.877.5750'] }],
      [area, 'Site by DFW Web Design'],
    );
    expect(lines).toEqual(['Call 817.877.5750', area]);
  });
});

describe('siteChromeContent', () => {
  it('names what the passage holds in its heading', () => {
    expect(siteChromeContent(['info@harbour.example'], 'Harbour')?.sections[0].heading).toBe(
      'Contact details',
    );
    expect(
      siteChromeContent(['12 Harbor Rd, Mystic, CT 06355', 'Facebook: https://facebook.com/h'], 'Harbour')
        ?.sections[0].heading,
    ).toBe('Contact details, location and social media');
    expect(siteChromeContent([], 'Harbour')).toBeNull();
    expect(siteChromeContent(['Harbour Dental', '© 2025 Harbour Dental'], 'Harbour')).toBeNull();
  });
});
