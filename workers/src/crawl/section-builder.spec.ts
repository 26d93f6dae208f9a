import { parseDocument } from 'htmlparser2';
import { buildSections } from './section-builder';

const sections = (html: string) => buildSections(parseDocument(html));

describe('headings with no text of their own', () => {
  it('keeps a price styled as a heading as a line of the service it follows', () => {
    // A kennel's rates page: each service's prices are <h5>s, and the next service's <h4> follows at once.
    const html =
      '<h4>Daily Boarding</h4><p>Dogs have indoor and outdoor runs.</p>' +
      '<h5 class="price">Dogs: $28.00<br>Cats: $17.00</h5>' +
      '<h4>Doggie Daycare</h4><p>Includes a Play Yard activity.</p>' +
      '<h5 class="price">Dogs, Half Day [4-hrs or less]: $16.00</h5>';
    expect(sections(html)).toEqual([
      {
        heading: 'Daily Boarding',
        level: 4,
        text: 'Dogs have indoor and outdoor runs.\n\nDogs: $28.00\nCats: $17.00',
      },
      {
        heading: 'Doggie Daycare',
        level: 4,
        text: 'Includes a Play Yard activity.\n\nDogs, Half Day [4-hrs or less]: $16.00',
      },
    ]);
  });

  it('drops a heading that only heads deeper ones, and bare labels without a figure', () => {
    const html =
      '<h2>Tuition</h2><h3>Grades 6–8</h3><p>$6,780 a year.</p>' +
      "<h3>How complex is your return?</h3><h4>We'd recommend</h4><h3>Estimate</h3><p>Pick a tier.</p>";
    expect(sections(html)).toEqual([
      { heading: 'Grades 6–8', level: 3, text: '$6,780 a year.' },
      { heading: 'Estimate', level: 3, text: 'Pick a tier.' },
    ]);
  });

  it('keeps a bare heading with a figure between two sibling sections as a section of its own', () => {
    const html =
      '<h2>Dental checks</h2><p>Checks are free.</p>' +
      '<h4>Call us today to book a free dental check 9497 3003.</h4><p>&nbsp;</p>' +
      '<h2>Dental procedures</h2><p>We scale and polish.</p>' +
      '<h2>About</h2><p>Family owned.</p><h2>Homedale Chiropractic – Established in 1988</h2><h2>Dr Perkins</h2><p>Born in Denver.</p>';
    expect(sections(html)).toEqual([
      {
        heading: 'Dental checks',
        level: 2,
        text: 'Checks are free.\n\nCall us today to book a free dental check 9497 3003.',
      },
      { heading: 'Dental procedures', level: 2, text: 'We scale and polish.' },
      { heading: 'About', level: 2, text: 'Family owned.' },
      {
        heading: 'Homedale Chiropractic – Established in 1988',
        level: 2,
        text: 'Homedale Chiropractic – Established in 1988',
      },
      { heading: 'Dr Perkins', level: 2, text: 'Born in Denver.' },
    ]);
  });

  it('drops a bare heading that the next heading repeats', () => {
    const html = '<h2>The 10-Day Rule</h2><h1>The 10-Day Rule</h1><p>Banks must credit you.</p>';
    expect(sections(html)).toEqual([
      { heading: 'The 10-Day Rule', level: 1, text: 'Banks must credit you.' },
    ]);
  });
});

describe('lists', () => {
  it('keeps a list written straight inside a list, nested under the item before it', () => {
    const html =
      '<h3>Discounts</h3><ul><li>5% discount for each sibling</li><li>Before May 1</li>' +
      '<ul><li>Register 7 weeks &amp; get one week off</li></ul></ul>';
    expect(sections(html)).toEqual([
      {
        heading: 'Discounts',
        level: 3,
        text: '- 5% discount for each sibling\n- Before May 1\n  - Register 7 weeks & get one week off',
      },
    ]);
  });
});
