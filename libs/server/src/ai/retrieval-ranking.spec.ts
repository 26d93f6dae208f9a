import { finalRanking } from './retrieval-ranking';

/** Retrieval's hits in this order, each scoring a little less than the one before. */
const inRetrievalOrder = (ids: string[]) => ids.map((id, index) => ({ id, score: 0.03 - index * 0.001 }));

describe('finalRanking', () => {
  const texts = new Map([
    ['history', { url: 'https://s.test/history', text: 'The school moved to 12th Avenue in 1952.' }],
    [
      'career',
      {
        url: 'https://s.test/career',
        text: 'Mail applications to 1603 N. 12th Avenue, Pensacola, FL 32503.',
      },
    ],
    ['h1', { url: 'https://s.test/handbook.pdf', text: 'School hours are listed in the calendar.' }],
    ['h2', { url: 'https://s.test/handbook.pdf', text: 'The school office answers questions.' }],
    ['h3', { url: 'https://s.test/handbook.pdf', text: 'School closes for storms.' }],
    ['h4', { url: 'https://s.test/handbook.pdf', text: 'School rules.' }],
    ['faq', { url: 'https://s.test/faq', text: 'What are the school hours? Monday-Friday 7:30am – 2:45pm.' }],
  ]);

  it('moves a passage holding the asked-for kind of fact up', () => {
    const fused = [
      { id: 'history', score: 0.033 },
      { id: 'career', score: 0.03 },
    ];
    expect(finalRanking('What is the address of the school?', fused, texts, 2).map((hit) => hit.id)).toEqual([
      'career',
      'history',
    ]);
    // Nothing to move for a question asking for no particular kind of fact.
    expect(finalRanking('Tell me about the school', fused, texts, 2).map((hit) => hit.id)).toEqual([
      'history',
      'career',
    ]);
  });

  it('lifts a passage holding the asked-for kind of fact a few places of the fusion, not more', () => {
    // Fused by reciprocal rank (k = 10) from three rankings: first, third and sixth in all three.
    const fused = [
      { id: 'history', score: 3 / 11 },
      { id: 'h1', score: 3 / 13 },
      { id: 'career', score: 3 / 13 },
      { id: 'h2', score: 3 / 16 },
      { id: 'annex', score: 3 / 16 },
    ];
    const withAnnex = new Map([
      ...texts,
      [
        'annex',
        { url: 'https://s.test/annex', text: 'The annex is at 40 W. Cervantes Street, Pensacola, FL 32501.' },
      ],
    ]);
    const ranked = finalRanking('What is the address of the school?', fused, withAnnex, 5).map(
      (hit) => hit.id,
    );
    // Third everywhere with an address: above the first without one.
    expect(ranked.indexOf('career')).toBeLessThan(ranked.indexOf('history'));
    // Sixth everywhere with an address: still below it.
    expect(ranked.indexOf('annex')).toBeGreaterThan(ranked.indexOf('history'));
  });

  it('keeps one long document from taking every place', () => {
    const fused = inRetrievalOrder(['h1', 'h2', 'h3', 'h4', 'faq']);
    expect(finalRanking('Tell me about the school', fused, texts, 4).map((hit) => hit.id)).toEqual([
      'h1',
      'h2',
      'h3',
      'faq',
    ]);
  });

  it("puts the business's own pages before its blog posts when the visitor asks what the business does", () => {
    const pages = new Map([
      [
        'post',
        {
          url: 'https://cpa.test/articles/s-corp-election-deadline/',
          text: 'Filing the S corp election form late can cost you a year of savings.',
        },
      ],
      [
        'service',
        {
          url: 'https://cpa.test/services/entity-setup/',
          text: 'We handle entity formation and S corporation elections for new businesses.',
        },
      ],
    ]);
    const fused = [
      { id: 'post', score: 0.033 },
      { id: 'service', score: 0.03 },
    ];
    const order = (question: string) => finalRanking(question, fused, pages, 2).map((hit) => hit.id);
    expect(order('Can you help me file the S corp election form?')).toEqual(['service', 'post']);
    // A question about the topic itself keeps retrieval's order: the article may well answer it.
    expect(order('When is the S corp election form due?')).toEqual(['post', 'service']);
  });

  it('treats a page its structured data calls an article like a blog post, wherever it sits', () => {
    const pages = new Map([
      [
        'guide',
        {
          url: 'https://law.test/florida-traffic-ticket-points.html',
          text: 'Points stay on a Florida driving record for years; an attorney can often keep them off.',
          article: true,
        },
      ],
      [
        'about',
        {
          url: 'https://law.test/about.html',
          text: 'Attorney Philip Graziano has been licensed in Florida since 2017.',
        },
      ],
    ]);
    const fused = [
      { id: 'guide', score: 0.033 },
      { id: 'about', score: 0.03 },
    ];
    const order = (question: string) => finalRanking(question, fused, pages, 2).map((hit) => hit.id);
    expect(order('Are you a licensed attorney in Florida?')).toEqual(['about', 'guide']);
    // Unmarked, the same page keeps its place: its address does not say it is a post.
    const unmarked = new Map([...pages].map(([id, page]) => [id, { ...page, article: false }]));
    expect(
      finalRanking('Are you a licensed attorney in Florida?', fused, unmarked, 2).map((hit) => hit.id),
    ).toEqual(['guide', 'about']);
  });

  it("keeps a place for the business's own pages when the visitor asks about the business", () => {
    // Chris Dykstra EA's site (test/eval corpus): tax-tip posts say "year" far more often than the footer
    // stating "more than 20 years of public accounting experience", which cites the home page.
    const pages = new Map([
      ...[1, 2, 3, 4].map(
        (n) =>
          [
            `tip${n}`,
            {
              url: `https://ea.test/tax-tip-${n}.html`,
              text: `Compare this year with last year (tip ${n}).`,
            },
          ] as const,
      ),
      [
        'footer',
        {
          url: 'https://ea.test/',
          text: 'Practical tax expertise backed by more than 20 years of public accounting experience.',
        },
      ],
    ]);
    const fused = inRetrievalOrder(['tip1', 'tip2', 'tip3', 'tip4', 'footer']);
    const ids = (question: string): string[] => finalRanking(question, fused, pages, 3).map((hit) => hit.id);
    expect(ids('How many years have you been doing this?')).toEqual(['tip1', 'tip2', 'footer']);
    // A question about a topic, not the business, keeps retrieval's order.
    expect(ids('What changed this year for withholding?')).toEqual(['tip1', 'tip2', 'tip3']);
  });

  it('keeps a place for the page presenting its people when the visitor asks who', () => {
    const pages = new Map([
      ['home', { url: 'https://chiro.test/', text: 'Chiropractic care for the whole family in Homedale.' }],
      ...[1, 2, 3].map(
        (n) =>
          [
            `atlas${n}`,
            { url: `https://chiro.test/atlas.html`, text: `The chiropractor adjusts the atlas (part ${n}).` },
          ] as const,
      ),
      ['services', { url: 'https://chiro.test/services', text: 'Our chiropractor treats whiplash.' }],
      [
        'about',
        { url: 'https://chiro.test/about/', text: 'Dr. Mark Ward has cared for Homedale since 1988.' },
      ],
    ]);
    const fused = inRetrievalOrder(['home', 'atlas1', 'atlas2', 'services', 'about']);
    const ids = (question: string): string[] => finalRanking(question, fused, pages, 3).map((hit) => hit.id);
    expect(ids('Who is the chiropractor at the clinic?')).toEqual(['home', 'atlas1', 'about']);
    // Any other question about the business is answered by its home page as before.
    expect(ids('Do you treat whiplash?')).toEqual(['home', 'atlas1', 'atlas2']);
  });
});
