import { mergeContactDetails } from './contact-merger';

describe('mergeContactDetails', () => {
  it('prefers details that recur and those on the contact page, and shows the commonest spelling', () => {
    const merged = mergeContactDetails([
      {
        url: 'https://x.test/blog/post.html',
        contact: { phones: ['(212) 555-0100'], emails: ['someone@example.com'], addresses: [] },
      },
      {
        url: 'https://x.test/',
        contact: { phones: ['(716) 667-7777'], emails: ['info@x.test'], addresses: [] },
        siteWide: true,
      },
      {
        url: 'https://x.test/about.html',
        contact: {
          phones: ['716.667.7777', '(716) 823-4407'],
          emails: ['INFO@x.test'],
          addresses: ['400 Sterling Drive, Orchard Park, NY 14127'],
        },
      },
      {
        url: 'https://x.test/contact.html',
        contact: {
          phones: ['+1 (716) 823-4407', '(716) 667-7777'],
          emails: ['info@x.test', 'logo@2x.png'],
          addresses: ['400 Sterling Drive, Orchard Park, NY 14127'],
        },
      },
    ]);
    expect(merged.phones).toEqual(['(716) 667-7777', '(716) 823-4407', '(212) 555-0100']);
    expect(merged.emails).toEqual(['info@x.test']);
    expect(merged.addresses).toEqual(['400 Sterling Drive, Orchard Park, NY 14127']);
  });

  it("puts a contact page kept as a folder's index page before a number another page's text gives", () => {
    const merged = mergeContactDetails([
      {
        url: 'https://x.test/atlas/index.html',
        contact: { phones: ['(775) 782-5143'], emails: [], addresses: [] },
      },
      {
        url: 'https://x.test/contact/index.html',
        contact: { phones: ['(208) 337-4900'], emails: [], addresses: [] },
      },
    ]);
    expect(merged.phones[0]).toBe('(208) 337-4900');
  });

  it('keeps the hours block every page prints, line by line, and the contact page to cite for it', () => {
    const footer = {
      phones: [],
      emails: [],
      addresses: [],
      hours: ['Office Hours\nMon–Fri:  9am – 5pm\nSat: Closed'],
    };
    const merged = mergeContactDetails([
      { url: 'https://x.test/', title: 'Home', contact: footer, siteWide: true },
      { url: 'https://x.test/services', title: 'Services', contact: footer, siteWide: true },
      {
        url: 'https://x.test/contact',
        title: 'Contact',
        contact: { ...footer, hours: ['office hours\nMon–Fri: 9am – 5pm\nSat: Closed'] },
      },
      {
        url: 'https://x.test/events',
        title: 'Events',
        contact: { phones: [], emails: [], addresses: [], hours: ['Saturday 10am - 2pm'] },
      },
    ]);
    expect(merged.hours).toEqual(['Office Hours\nMon–Fri: 9am – 5pm\nSat: Closed', 'Saturday 10am - 2pm']);
    expect(merged.sources?.hours).toEqual({ url: 'https://x.test/contact', title: 'Contact' });
    expect(
      mergeContactDetails([{ url: 'https://x.test/', contact: { ...footer, hours: [] } }]),
    ).not.toHaveProperty('hours');
  });

  it('keeps the page to cite for each detail: a contact page over the footer of every page', () => {
    const footer = { phones: ['(716) 667-7777'], emails: ['info@x.test'], addresses: [] };
    const merged = mergeContactDetails([
      { url: 'https://x.test/', title: 'Home', contact: footer, siteWide: true },
      { url: 'https://x.test/team.html', title: 'Team', contact: footer, siteWide: true },
      {
        url: 'https://x.test/contact.html',
        title: 'Contact us',
        contact: {
          phones: ['716.667.7777'],
          emails: [],
          addresses: ['400 Sterling Drive, Orchard Park, NY 14127'],
        },
      },
      {
        url: 'https://x.test/old.html',
        title: 'Old',
        contact: {
          phones: [],
          emails: [],
          addresses: [],
          structured: { phones: [], emails: ['old@x.test'], addresses: [] },
        },
      },
    ]);
    expect(merged.sources).toEqual({
      phone: { url: 'https://x.test/contact.html', title: 'Contact us' },
      email: { url: 'https://x.test/', title: 'Home' },
      address: { url: 'https://x.test/contact.html', title: 'Contact us' },
    });
  });

  it("keeps the town a business names as its base, the visible one over JSON-LD's, with its page", () => {
    const town = (localities: string[], structured?: string[]) => ({
      phones: [],
      emails: [],
      addresses: [],
      localities,
      ...(structured
        ? { structured: { phones: [], emails: [], addresses: [], localities: structured } }
        : {}),
    });
    const merged = mergeContactDetails([
      {
        url: 'https://x.test/',
        title: 'Home',
        contact: town(['Somerset, Kentucky'], ['Somerset, KY']),
        siteWide: true,
      },
      { url: 'https://x.test/faq.html', contact: town(['Somerset, Kentucky']), siteWide: true },
    ]);
    expect(merged.localities).toEqual(['Somerset, Kentucky']);
    expect(merged.sources?.locality).toEqual({ url: 'https://x.test/', title: 'Home' });
    const onlyStructured = mergeContactDetails([
      { url: 'https://x.test/', contact: town([], ['Waterford, MI']) },
    ]);
    expect(onlyStructured.localities).toEqual(['Waterford, MI']);
    expect(onlyStructured.sources?.locality).toBeUndefined();
  });

  it('keeps the beginning the pages state most, in its fullest wording, with the page that says it', () => {
    const began = (founded: string[]) => ({ phones: [], emails: [], addresses: [], facts: { founded } });
    const merged = mergeContactDetails([
      { url: 'https://x.test/', title: 'Home', contact: began(['Since 2012']), siteWide: true },
      {
        url: 'https://x.test/our-story',
        title: 'Our story',
        contact: began([
          'Cincinnati School of Music opened in 2012 with one location in Olde Montgomery.',
          'Anderson Location — Since 2017',
        ]),
      },
      { url: 'https://x.test/lessons', contact: began(['Since 2012']), siteWide: true },
    ]);
    expect(merged.facts?.founded?.[0]).toBe(
      'Cincinnati School of Music opened in 2012 with one location in Olde Montgomery.',
    );
    expect(merged.sources?.founded).toEqual({ url: 'https://x.test/our-story', title: 'Our story' });
  });

  it('shows a free consultation offer said as a sentence over the button every page prints', () => {
    const offers = (freeConsultation: string[]) => ({
      phones: [],
      emails: [],
      addresses: [],
      facts: { freeConsultation },
    });
    const button = 'Get Free Consultation (616) 227-3303';
    const merged = mergeContactDetails([
      { url: 'https://x.test/', title: 'Home', contact: offers([button]), siteWide: true },
      { url: 'https://x.test/dui', title: 'DUI', contact: offers([button]), siteWide: true },
      {
        url: 'https://x.test/fees',
        title: 'Fees',
        contact: offers([button, 'Sorin & Pyle offers a free consultation for every criminal case.']),
      },
    ]);
    expect(merged.facts?.freeConsultation?.[0]).toBe(
      'Sorin & Pyle offers a free consultation for every criminal case.',
    );
    expect(merged.sources?.freeConsultation).toEqual({ url: 'https://x.test/fees', title: 'Fees' });
  });

  it("gives an address the footer shortens in the contact page's fuller spelling, in the footer's place", () => {
    const footer = (path: string) => ({
      url: `https://x.test${path}`,
      contact: { phones: [], emails: [], addresses: ['230 N Koeller St'] },
      siteWide: true,
    });
    const merged = mergeContactDetails([
      footer('/'),
      footer('/services'),
      footer('/payment'),
      {
        url: 'https://x.test/contact',
        contact: {
          phones: [],
          emails: [],
          addresses: ['230 N Koeller St, Oshkosh, WI', '12 Elm Street, Neenah, WI'],
        },
      },
      {
        url: 'https://x.test/neenah',
        contact: { phones: [], emails: [], addresses: ['12 Elm Street, Neenah, WI'] },
      },
    ]);
    expect(merged.addresses).toEqual(['230 N Koeller St, Oshkosh, WI', '12 Elm Street, Neenah, WI']);
    // Another house number is another address, though its digits end the same way.
    const twoStreets = mergeContactDetails([
      {
        url: 'https://x.test/',
        contact: { phones: [], emails: [], addresses: ['12 Elm Street'] },
        siteWide: true,
      },
      {
        url: 'https://x.test/contact',
        contact: { phones: [], emails: [], addresses: ['112 Elm Street, Appleton, WI'] },
      },
    ]);
    expect(twoStreets.addresses).toEqual(['112 Elm Street, Appleton, WI', '12 Elm Street']);
  });

  it('counts one page once and respects the limit', () => {
    const merged = mergeContactDetails(
      [
        {
          url: 'https://x.test/a',
          contact: { phones: ['555-0100', '555-0100', '555-0100'], emails: [], addresses: [] },
        },
        { url: 'https://x.test/b', contact: { phones: ['555-0199'], emails: [], addresses: [] } },
        { url: 'https://x.test/c', contact: { phones: ['555-0199'], emails: [], addresses: [] } },
      ],
      { limit: 1 },
    );
    expect(merged.phones).toEqual(['555-0199']);
  });
});
