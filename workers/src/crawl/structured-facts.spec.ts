import { contentText } from '@gptsite/server';
import { extractHtml } from './html-extractor';

/**
 * JSON-LD facts the visible page does not give (structured-facts.ts): a firm's neighbourhoods, opening
 * hours and an FAQ written only for search engines become text the assistant can retrieve and cite;
 * what the page already shows is not repeated, and a stale structured value never replaces a visible one.
 */

const page = (jsonLd: unknown[], body: string): string => `<!doctype html><html><head>
<title>Areas We Serve | Harbor CPA</title>
${jsonLd.map((block) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`).join('\n')}
</head><body>
<header><nav><a href="/">Home</a><a href="/areas">Areas</a></nav></header>
<main>${body}</main>
<footer><p>Harbor CPA, 12 Shore Road, Brooklyn, NY 11209</p><p>Call (718) 555-0101</p></footer>
</body></html>`;

const business = {
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': ['AccountingService', 'ProfessionalService'],
      name: 'Harbor CPA',
      telephone: '+1-718-555-0199',
      areaServed: [
        { '@type': 'City', name: 'Brooklyn, NY' },
        { '@type': 'Place', name: 'Bay Ridge, Brooklyn, NY' },
        'Staten Island, NY',
      ],
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
          opens: '09:00',
          closes: '17:00',
        },
      ],
      founder: { '@type': 'Person', name: 'Dana Whitlock, CPA' },
    },
    { '@type': 'WebSite', name: 'Harbor CPA', url: '/' },
  ],
};

const faq = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [
    {
      '@type': 'Question',
      name: 'Do you file returns in other states?',
      acceptedAnswer: { '@type': 'Answer', text: '<p>Yes, we file in all 50 states.</p>' },
    },
    {
      '@type': 'Question',
      name: 'Where are you?',
      acceptedAnswer: { '@type': 'Answer', text: 'On Shore Road.' },
    },
  ],
};

describe('structured data facts', () => {
  const extraction = extractHtml(
    page(
      [business, faq],
      '<h1>Areas we serve</h1><p>We serve clients across Brooklyn, NY and beyond.</p><h2>Where are you?</h2><p>On Shore Road.</p>',
    ),
    'http://127.0.0.1:4567/areas/',
  );

  it("adds the business's neighbourhoods, hours and founder to the site's lines, as readable text", () => {
    expect(extraction.content.chrome).toEqual(
      expect.arrayContaining([
        'Areas served: Brooklyn, NY; Bay Ridge, Brooklyn, NY; Staten Island, NY',
        'Opening hours: Monday, Tuesday 09:00–17:00',
        'Founded by Dana Whitlock, CPA',
      ]),
    );
  });

  it('adds the FAQ entries the page does not show as its last section, without their markup', () => {
    const last = extraction.content.sections.at(-1);
    expect(last).toMatchObject({ heading: 'Areas We Serve | Harbor CPA' });
    expect(last?.text).toBe('Do you file returns in other states?\nYes, we file in all 50 states.');
    expect(contentText(extraction.content).match(/Where are you\?/g)).toHaveLength(1);
  });

  it('keeps the visible details first: the stale structured phone is not the contact number', () => {
    expect(extraction.contactDetails.phones).toEqual(['(718) 555-0101']);
  });

  it("lists a catalogue's prices in their currency", () => {
    const menu = extractHtml(
      page(
        [
          {
            '@type': 'Service',
            name: 'Consultations',
            offers: [
              { '@type': 'Offer', name: 'First consultation', price: '0', priceCurrency: 'USD' },
              {
                '@type': 'Offer',
                itemOffered: { name: 'Bookkeeping review' },
                price: 95,
                priceCurrency: 'GBP',
              },
            ],
          },
        ],
        '<h1>Consultations</h1><p>Book a time that suits you.</p>',
      ),
      'http://127.0.0.1:4567/consultations/',
    );
    // The service's name is the page's heading already: only the prices are added.
    expect(menu.content.sections.at(-1)?.text).toBe('First consultation: $0\n\nBookkeeping review: GBP 95');
  });

  it('keeps structured opening hours out when the page shows its own: the visible hours win', () => {
    const lounge = {
      '@type': 'LocalBusiness',
      name: 'Harbor Lounge',
      openingHoursSpecification: {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '12:00',
        closes: '23:00',
      },
    };
    const chromeOf = (main: string, footer: string) =>
      extractHtml(
        `<!doctype html><html><head><title>Harbor Lounge</title>
        <script type="application/ld+json">${JSON.stringify(lounge)}</script></head>
        <body><main><h1>Welcome</h1>${main}</main><footer>${footer}</footer></body></html>`,
        'http://127.0.0.1:4567/',
      ).content.chrome ?? [];
    // A stale "12:00–23:00" beside "5PM - 2AM" would answer "when do you open?" wrongly half the time.
    const shown = chromeOf(
      '<p>Shisha and mocktails in the heart of the city.</p>',
      '<h4>Opening Hours</h4><ul><li>Monday: Closed</li><li>Tuesday - Sunday: 5PM - 2AM</li></ul>',
    );
    expect(shown).toContain('- Tuesday - Sunday: 5PM - 2AM');
    expect(shown.some((line) => line.startsWith('Opening hours'))).toBe(false);
    // Hours of something else (a happy hour) are not the business's: the structured ones still fill the gap.
    const other = chromeOf('<p>Happy hour: Tuesday - Thursday, 5 PM - 7 PM.</p>', '<p>12 Shore Road</p>');
    expect(other).toContain(
      'Opening hours: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday 12:00–23:00',
    );
  });

  it('adds nothing when the page already shows every value, or when the block is unreadable', () => {
    const shown = extractHtml(
      page(
        [{ '@type': 'LocalBusiness', name: 'Harbor CPA', areaServed: ['Brooklyn', 'Queens'] }],
        '<h1>Areas</h1><p>We serve Brooklyn and Queens.</p>',
      ),
      'http://127.0.0.1:4567/areas/',
    );
    expect(shown.content.chrome?.some((line) => line.startsWith('Areas served'))).toBe(false);
    const broken = extractHtml(
      page([], '<p>Hello</p>').replace(
        '</head>',
        '<script type="application/ld+json">{not json</script></head>',
      ),
      'http://127.0.0.1:4567/',
    );
    expect(broken.content.sections.map((section) => section.text).join(' ')).toBe('Hello');
  });

  it('marks a page its structured data calls a post as an article, and the business pages beside it not', () => {
    const post = extractHtml(
      page(
        [
          {
            '@context': 'https://schema.org',
            '@graph': [
              { '@type': 'WebPage', name: 'Points on your licence' },
              {
                '@type': 'BlogPosting',
                headline: 'Points on your licence',
                author: { '@type': 'Person', name: 'P. W.' },
              },
            ],
          },
        ],
        '<h1>Points on your licence</h1><p>Points stay on a record for years.</p>',
      ),
      'http://127.0.0.1:4567/florida-traffic-ticket-points.html',
    );
    expect(post.content.article).toBe(true);
    const service = extractHtml(
      page([business], '<h1>Areas</h1><p>We serve Brooklyn.</p>'),
      'http://127.0.0.1:4567/areas/',
    );
    expect(service.content.article).toBeUndefined();
  });
});
