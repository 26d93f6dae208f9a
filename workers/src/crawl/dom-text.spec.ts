import { parseDocument } from 'htmlparser2';
import { inlineText, textLines } from './dom-text';
import { buildSections } from './section-builder';

const lines = (html: string): string[] => textLines(parseDocument(html));

describe('page text where inline elements touch', () => {
  it('keeps a price and its period apart when a stylesheet set them apart', () => {
    expect(lines('<div><span>Starting at</span> <span>$500</span><span>one-time</span></div>')).toEqual([
      'Starting at $500 one-time',
    ]);
    expect(lines('<p><span>£20.00</span><span>per month</span></p>')).toEqual(['£20.00 per month']);
  });

  it('keeps a heading and the label inside it apart', () => {
    expect(inlineText(parseDocument('<div>For LLCs<span>Form 1040</span></div>'))).toBe('For LLCs Form 1040');
  });

  it('keeps words that markup splits inside them whole', () => {
    expect(lines('<p><b>W</b>ord, pre<em>fix</em>, the 5<sup>th</sup>, H<sub>2</sub>O</p>')).toEqual([
      'Word, prefix, the 5th, H2O',
    ]);
  });

  it('keeps a word split into one span per letter whole', () => {
    expect(lines('<h1><span>J</span><span>o</span><span>h</span><span>n</span></h1>')).toEqual(['John']);
  });

  it('keeps a currency sign on its amount', () => {
    expect(lines('<p><span>$</span><span>500</span></p>')).toEqual(['$500']);
  });

  it('sets apart nested elements that meet', () => {
    expect(lines('<p><span><b>Gold</b></span><i>Membership</i></p>')).toEqual(['Gold Membership']);
  });

  it('reads a pricing card into words a visitor would read', () => {
    const html =
      '<main><h2>Pricing</h2><div>For Individuals<span>Form 1040 with Schedule C</span></div>' +
      '<div><span>Starting at</span> <span>$500</span><span>one-time</span></div></main>';
    expect(buildSections(parseDocument(html))).toEqual([
      {
        heading: 'Pricing',
        level: 2,
        text: 'For Individuals Form 1040 with Schedule C\n\nStarting at $500 one-time',
      },
    ]);
  });
});
