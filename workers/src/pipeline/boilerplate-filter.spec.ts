import type { ExtractedContent } from '@gptsite/server';
import { removeRepeatedParagraphs, splitRepeatedParagraphs } from './boilerplate-filter';

function page(...texts: string[]): ExtractedContent {
  return { title: null, lang: null, sections: texts.map((text) => ({ heading: null, level: 0, text })) };
}

describe('removeRepeatedParagraphs', () => {
  it('drops a paragraph that appears on most pages and keeps each page’s own text', () => {
    const footer = 'Call us at (555) 010-0000. Copyright 2024 Example School.';
    const pages = [
      page(`Tuition is $4,000 a year.\n\n${footer}`),
      page(`Uniforms are navy and white.\n\n${footer}`),
      page(`School starts at 8:00 am.\n\n${footer}`),
      page(`Lunch is served at noon.\n\n${footer}`),
    ];
    const cleaned = removeRepeatedParagraphs(pages);
    expect(cleaned.map((content) => content.sections[0].text)).toEqual([
      'Tuition is $4,000 a year.',
      'Uniforms are navy and white.',
      'School starts at 8:00 am.',
      'Lunch is served at noon.',
    ]);
  });

  it('keeps what several pages share between their own paragraphs: a session price is not a footer', () => {
    const footer = 'Book online. © 2026 Example Massage.';
    const service = (name: string, price: string): ExtractedContent =>
      page(
        `${name} eases tension.\n\n60 Minute Session\n\n1 hour\n\nFrom $130\n\n90 Minute Session\n\n${price}\n\n${footer}`,
      );
    const pages = [
      service('Swedish massage', 'From $180'),
      service('Deep tissue massage', 'From $190'),
      service('Thai massage', 'From $200'),
      page(`Travel fees start at 15 miles.\n\n${footer}`),
    ];
    const { pages: cleaned, repeated } = splitRepeatedParagraphs(pages);
    expect(cleaned[0].sections[0].text).toBe(
      'Swedish massage eases tension.\n\n60 Minute Session\n\n1 hour\n\nFrom $130\n\n90 Minute Session\n\nFrom $180',
    );
    expect(cleaned[3].sections[0].text).toBe('Travel fees start at 15 miles.');
    // Only what was removed is reported as the site's template (the contact passage draws on it).
    expect(repeated).toEqual([footer]);
  });

  it("drops prose several pages repeat even between their own paragraphs (a form's hints)", () => {
    const hint = 'Please provide a brief explanation to prepare the attorney.';
    const form = (matter: string): ExtractedContent =>
      page(`Matter: ${matter}\n\n${hint}\n\nAttach the ${matter} papers.`);
    const pages = [form('contracts'), form('leases'), form('formation'), page('About the firm.')];
    expect(splitRepeatedParagraphs(pages).pages[0].sections[0].text).toBe(
      'Matter: contracts\n\nAttach the contracts papers.',
    );
  });

  it('drops a page whose every paragraph the other pages repeat', () => {
    const menu = 'Home | About | Contact';
    const footer = 'Call (555) 010-0000.';
    const pages = [
      page(`${menu}\n\nOur story.\n\n${footer}`),
      page(`${menu}\n\nOur team.\n\n${footer}`),
      page(`${menu}\n\nPrices.\n\n${footer}`),
      page(`${menu}\n\n${footer}`),
    ];
    expect(splitRepeatedParagraphs(pages).pages[3].sections).toEqual([]);
  });

  it('leaves small sites alone, where repetition proves nothing', () => {
    const pages = [page('Same text'), page('Same text'), page('Same text')];
    expect(removeRepeatedParagraphs(pages)).toEqual(pages);
  });
});
