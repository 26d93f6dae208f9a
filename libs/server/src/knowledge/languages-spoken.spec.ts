import { languagesKey, languagesNamed, statesLanguagesSpoken } from './languages-spoken';

describe('languages the business serves clients in', () => {
  it.each([
    'Se Habla Español.',
    '- Bilingual — Se Habla Español',
    'Attorney Austin Kim conducts full consultations in Korean and English.',
    'Free consultation available in Korean or English.',
    'Stephanie is an experienced Go teacher fluent in English and Chinese.',
    'Hablamos español.',
  ])('reads %p', (sentence) => {
    expect(statesLanguagesSpoken(sentence)).toBe(true);
  });

  it.each([
    'Can you translate my birth certificate from Spanish into English? Yes, certified translations.',
    "International training in Russian and Hungarian pedagogy means a diverse background for your student's style.",
    'We speak your language: plain English, no jargon.',
  ])('does not read %p', (sentence) => {
    expect(statesLanguagesSpoken(sentence)).toBe(false);
  });

  it('names languages by their English names, whatever a page or a visitor calls them', () => {
    expect(languagesNamed('¿Habla español el abogado?')).toEqual(['spanish']);
    expect(languagesNamed('Does anyone speak Mandarin or Hindi?')).toEqual(['chinese', 'hindi']);
    expect(languagesKey('Free consultation in Korean or English.')).toBe('korean');
  });
});
