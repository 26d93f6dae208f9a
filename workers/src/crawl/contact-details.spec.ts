import { extractHtml } from './html-extractor';

const SITE = 'http://127.0.0.1:4567';
const page = (body: string, title = 'Harbour Lounge'): string =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${body}</body></html>`;
const contactOf = (body: string, path = '/events', title?: string) =>
  extractHtml(page(body, title), `${SITE}${path}`).contactDetails;
const FOOTER = '<footer><p>Opening Hours</p><p>Tuesday - Sunday: 5PM - 2AM</p></footer>';

describe('contact details of a site outside the US', () => {
  it('reads a contact page with a UK phone, an email and a street address without a number', () => {
    const body = `<main><h1>Contact Us</h1><p>Get in touch with us for any inquiries.</p>
      <form><label>Name <input name="name"></label><label>Email <input name="email"></label></form>
      <h2>Contact Details</h2><p>01792 555888</p><p>hello@harbourlounge.co.uk</p>
      <p>Wind Street, Swansea, Wales</p><p>TUE - SUN: 5:00 PM - 2:00 AM</p>
      <iframe src="https://maps.example.invalid/embed?q=wind+street"></iframe></main>${FOOTER}`;
    expect(contactOf(body, '/contact')).toEqual({
      phones: ['01792 555888'],
      emails: ['hello@harbourlounge.co.uk'],
      addresses: ['Wind Street, Swansea, Wales'],
      // The contact page's own hours line, and the footer's labelled block.
      hours: ['TUE - SUN: 5:00 PM - 2:00 AM', 'Opening Hours\nTuesday - Sunday: 5PM - 2AM'],
    });
  });

  it('reads a contact page kept as a folder\'s index page ("/contact/index.html")', () => {
    const body = `<main><h1>Location</h1><p>111 S. Main St. Homedale, ID 83628 (208)337-4900</p></main>`;
    expect(contactOf(body, '/contact/index.html').phones).toEqual(['(208) 337-4900']);
  });

  it('reads an hours table row by row, each day with its hours', () => {
    const body = `<main><h3>Office Hours</h3><table>
      <tr><td>Monday</td><td>8:00am</td><td>-</td><td>5:00pm</td></tr>
      <tr><td>Tuesday</td><td>8:00am</td><td>-</td><td>1:00pm</td></tr>
      <tr><td>Friday</td><td colspan="3">closed</td></tr></table></main>`;
    expect(contactOf(body, '/contact').hours).toEqual([
      'Office Hours\nMonday 8:00am - 5:00pm\nTuesday 8:00am - 1:00pm\nFriday closed',
    ]);
  });

  it('reads international numbers in the footer, once per number however it is written', () => {
    const body = `<main><p>Welcome.</p></main><footer><p>Tel: +44 1792 555888</p>
      <p><a href="tel:01792555888">01792 555888</a></p><p>12 High Street, Oxford OX1 4AA</p></footer>`;
    expect(contactOf(body, '/')).toEqual({
      phones: ['+44 1792 555888'],
      emails: [],
      addresses: ['12 High Street, Oxford OX1 4AA'],
    });
  });
});

describe('contact details when the header, footer and page give none', () => {
  it('takes the phone and email the business gives in its own voice in the body', () => {
    const body = `<main><h1>Upcoming Events</h1><p>Join us for special events. Contact us directly to register.</p>
      <p>Call us at 01792 555888 or email info@harbourlounge.com</p></main>${FOOTER}`;
    expect(contactOf(body)).toEqual({
      phones: ['01792 555888'],
      emails: ['info@harbourlounge.com'],
      addresses: [],
      hours: ['Opening Hours\nTuesday - Sunday: 5PM - 2AM'],
    });
  });

  it('takes "Call us" and "Email us" buttons, whose number and address are only in the link', () => {
    const body = `<main><h1>Book a table</h1><p>Tables go fast at weekends.</p>
      <a href="tel:+441792555888">Call us</a> <a href="mailto:book@harbourlounge.com">Email us</a></main>`;
    expect(contactOf(body, '/book')).toMatchObject({
      phones: ['+441792555888'],
      emails: ['book@harbourlounge.com'],
    });
  });

  it("takes an email at the business's own domain wherever the page writes it", () => {
    const body = `<main><h1>Jobs</h1><p>Send your CV to jobs@harbourlounge.com and tell us about yourself.</p></main>`;
    expect(contactOf(body, '/jobs', 'Jobs | Harbour Lounge').emails).toEqual(['jobs@harbourlounge.com']);
  });

  it("leaves out others' details and numbers the visitor is not invited to call us on", () => {
    const body = `<main><h1>Blog</h1><p>Our partner, Lakeside Roofing, is at (503) 555-0177 or roof@lakeside.example.
      Tell visitors to call 503-555-0188. Contact us or their office on 01632 960123 for quotes.
      Reach us through the form; in an emergency call 0800 555 0100.</p></main>${FOOTER}`;
    expect(contactOf(body, '/blog')).toEqual({
      phones: [],
      emails: [],
      addresses: [],
      hours: ['Opening Hours\nTuesday - Sunday: 5PM - 2AM'],
    });
  });

  it('leaves out template placeholders', () => {
    const body = `<main><h1>Contact</h1><p>Call us at [Your Phone Number] or email us at [Your Email].</p>
      <p>Call us at (555) 555-5555 or email us at you@yourdomain.com.</p>
      <p>Email us at {{ email }} or call us on 0123 456789.</p></main>`;
    expect(contactOf(body, '/about')).toEqual({ phones: [], emails: [], addresses: [] });
  });

  it("prefers the page's footer to what the body says, kind by kind", () => {
    const body = `<main><p>Call us at 01792 555888 or email events@harbourlounge.com</p></main>
      <footer><p>Phone 01792 555000</p></footer>`;
    expect(contactOf(body)).toMatchObject({
      phones: ['01792 555000'],
      emails: ['events@harbourlounge.com'],
    });
  });
});

describe('a street address written as people write it, not as a pattern expects', () => {
  it('reads the address a contact page gives in a sentence', () => {
    const body = `<main><h2>Contact us</h2><p>If you need immediate assistance, please call us.
      <strong>Our phone number is (908) 232-2040</strong></p>
      <p>Our offices are located at 773 Central Avenue, Westfield, NJ.</p></main>`;
    expect(contactOf(body, '/contact-us/').addresses).toEqual(['773 Central Avenue, Westfield, NJ']);
  });

  it("reads the header's link to a map whose text is the street address", () => {
    const maps = 'https://www.google.com/maps/place/Ivanhoe+East+Veterinary+Hospital/@-37.77,145.05,17z';
    const body = `<header><nav><ul><li><a href="tel:0394973003">03 9497 3003</a></li>
      <li><a href="${maps}"><span>257 Lower Heidelberg Rd Ivanhoe East</span></a></li></ul></nav></header>
      <main><p>Caring for pets since 1960.</p></main>`;
    expect(contactOf(body, '/').addresses).toEqual(['257 Lower Heidelberg Rd Ivanhoe East']);
  });

  it("does not take a map link in a post's text, nor one whose text is no address", () => {
    const post = `<main><article><p>The hearing is at
      <a href="https://goo.gl/maps/abc">100 Main Street Courthouse</a>.</p></article></main>`;
    expect(contactOf(post, '/blog/hearing-day').addresses).toEqual([]);
    const directions = `<footer><a href="https://maps.app.goo.gl/xyz">Get directions</a></footer>`;
    expect(contactOf(directions, '/').addresses).toEqual([]);
  });
});

describe('a business that names its town and no street address', () => {
  it("reads a one-page site's contact section as its contact page, town included", () => {
    const body = `<main><section id="services"><h2>Services</h2><p>Call 555-010-9999 for our partner's lab.</p></section>
      <section id="contact" class="section"><h2>Let's talk</h2><div class="contact-details">
      <a href="mailto:chris@tax.test">chris@tax.test</a><a href="tel:+16166179598">+1 616-617-9598</a>
      <a href="https://www.linkedin.com/in/someone">LinkedIn Profile</a><span>Somerset, Kentucky</span></div></section></main>`;
    expect(contactOf(body, '/')).toEqual({
      phones: ['(616) 617-9598'],
      emails: ['chris@tax.test'],
      addresses: [],
      localities: ['Somerset, Kentucky'],
    });
  });

  it("reads a home page's hours section, day by day, as the business's hours", () => {
    const body = `<nav><a href="#hours">Hours</a></nav><main><section id="services"><h2>Classes</h2>
      <p>Monday 6:00 PM - 8:30 PM: beginners' class</p></section>
      <div class="row" id="hours"><h2>Hours</h2><table>
      <tr><td>SUN</td><td>CLOSED</td></tr><tr><td>MON</td><td>CLOSED</td></tr>
      <tr><td>TUE</td><td>9am - 8pm</td></tr><tr><td>SAT</td><td>8am - 3pm</td></tr></table></div></main>`;
    expect(contactOf(body, '/').hours).toEqual([
      'Hours\nSUN CLOSED\nMON CLOSED\nTUE 9am - 8pm\nSAT 8am - 3pm',
    ]);
    // Each day in a box of its own above its hours, as a list.
    const list = `<main><div id="hours"><h2>Hours</h2><ul><li><div class="day">SUN</div>CLOSED</li>
      <li><div class="day">TUE</div>9am - 8pm</li></ul></div></main>`;
    expect(contactOf(list, '/').hours).toEqual(['Hours\nSUN\nCLOSED\nTUE\n9am - 8pm']);
  });

  it("reads hours printed under their own label in a page's body, not a timetable's rows", () => {
    const schedule = `<main><h1>Schedule</h1><p>School hours: 8am – 6pm, Monday – Friday</p><table>
      <tr><td>8:00 – 8:30</td><td>Students arrive, quiet activities</td></tr>
      <tr><td>9:10 – 9:30</td><td>Morning Circle</td></tr></table></main>`;
    expect(contactOf(schedule, '/about/schedule').hours).toEqual([
      'School hours: 8am – 6pm, Monday – Friday',
    ]);
    const timetable = `<main><h1>Classes</h1><p>Monday 6:00 PM - 8:30 PM: beginners' class</p>
      <p>Saturday 9am - 11am: open practice</p></main>`;
    expect(contactOf(timetable, '/classes').hours).toBeUndefined();
    // The footer's hours are the business's: the body's label is not read beside them.
    expect(contactOf(schedule.replace('</main>', `</main>${FOOTER}`), '/about/schedule').hours).toEqual([
      'Opening Hours\nTuesday - Sunday: 5PM - 2AM',
    ]);
  });

  it('takes the town from JSON-LD only to fill the gap', () => {
    const ld = (address: object) =>
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'LocalBusiness', address })}</script>`;
    const townOnly = extractHtml(
      page(`${ld({ addressLocality: 'Waterford', addressRegion: 'MI' })}<main><p>Handyman work.</p></main>`),
      `${SITE}/`,
    );
    expect(townOnly.structuredContact.localities).toEqual(['Waterford, MI']);
    expect(townOnly.contactDetails.localities).toBeUndefined();
    const withStreet = extractHtml(
      page(`${ld({ streetAddress: '12 Main St', addressLocality: 'Waterford', addressRegion: 'MI' })}`),
      `${SITE}/`,
    );
    expect(withStreet.structuredContact.addresses).toEqual(['12 Main St, Waterford, MI']);
    expect(withStreet.structuredContact.localities ?? []).toEqual([]);
  });

  it('does not take a service area for the town', () => {
    const body = `<main><p>Plumbing.</p></main><footer><p>Proudly serving Oakland County, Michigan</p>
      <p>Oakland County, MI</p><p>Serving Tulsa, OK</p></footer>`;
    expect(contactOf(body).localities).toBeUndefined();
  });
});
