import type { ExtractedContent } from '@gptsite/server';
import { removeRepeatedParagraphs } from './boilerplate-filter';

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

  it('leaves small sites alone, where repetition proves nothing', () => {
    const pages = [page('Same text'), page('Same text'), page('Same text')];
    expect(removeRepeatedParagraphs(pages)).toEqual(pages);
  });
});
