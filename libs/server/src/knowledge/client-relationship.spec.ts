import { deniesClientRelationship, speaksOfContacting } from './client-relationship';

describe('contacting the business does not make one a client', () => {
  it.each([
    'Submitting this form does not create an attorney-client relationship.',
    'Use of the website does not create a professional relationship.',
    'No attorney-client relationship is formed by use of this website.',
    'Communications through our website contact forms or email do not automatically establish an attorney-client relationship.',
    'Viewing this material does not create a CPA-client relationship.',
  ])('reads %p', (sentence) => {
    expect(deniesClientRelationship(sentence)).toBe(true);
  });

  it.each([
    'We build a lasting relationship with every client.',
    'This does not create any business relationship with our vendors.',
    'No Attorney-Client Relationship',
  ])('does not read %p', (sentence) => {
    expect(deniesClientRelationship(sentence)).toBe(false);
  });

  it('tells a sentence about writing to the business from one about reading it', () => {
    expect(speaksOfContacting('Submitting this form does not create an attorney-client relationship.')).toBe(
      true,
    );
    expect(speaksOfContacting('Reading this content does not create an attorney-client relationship.')).toBe(
      false,
    );
  });
});
