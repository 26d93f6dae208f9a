import { readFileSync } from 'node:fs';
import { contentText, type ExtractedContent } from '@gptsite/server';
import { extractHtml } from './html-extractor';
import { SHARED_SITES_DIR } from '../../../test/support/shared-sites';

const SITES = SHARED_SITES_DIR;
const ORIGIN = 'http://127.0.0.1:4567';

function extractSitePage(site: string, file: string) {
  return extractHtml(readFileSync(`${SITES}/${site}/${file}`, 'utf8'), `${ORIGIN}/${file}`);
}

function textOf(content: ExtractedContent): string {
  return contentText(content);
}

function sectionUnder(content: ExtractedContent, heading: string): string {
  return content.sections.find((section) => section.heading === heading)?.text ?? '';
}

describe('extractHtml on real sites', () => {
  describe('shcs FAQ (Bootstrap mega-menu, contact block inside the menu)', () => {
    const page = extractSitePage('shcs', 'faq.html');
    const text = textOf(page.content);

    it('keeps the heading and the questions with their answers', () => {
      expect(page.title).toBe('SHCS | Frequently Asked Questions');
      const faq = sectionUnder(page.content, 'Frequently Asked Questions');
      expect(faq).toContain('What are the school hours?\n\nMonday-Friday 7:30am – 2:45pm.');
      expect(faq).toContain('The Extended Care Program is available until 5:30pm.');
    });

    it('drops the menu, its contact form and the footer', () => {
      expect(text).not.toMatch(/POWERSCHOOL|OUR MISSION|SEND US YOUR QUERIES|Your e-mail/);
      expect(text).not.toMatch(/Non-discrimination|Have a question, send us an email/);
    });

    it('finds the phone, email and address that live in the menu, but not the fax', () => {
      expect(page.contactDetails).toEqual({
        phones: ['(850) 436-6440'],
        emails: ['info@shcs.ptdiocese.org'],
        addresses: ['1603 North Twelfth Avenue, Pensacola, Florida 32503'],
      });
    });

    it('collects absolute, normalized links from the whole page, menus included', () => {
      const urls = page.links.map((link) => link.url);
      expect(urls).toEqual(
        expect.arrayContaining([`${ORIGIN}/tuition.html`, `${ORIGIN}/files/Handbook2018.pdf`]),
      );
      expect(page.links.find((link) => link.url === `${ORIGIN}/tuition.html`)?.text).toBe('TUITION & FEES');
      expect(urls.every((url) => url.startsWith('http') && !url.includes('#'))).toBe(true);
      expect(page.needsJavaScript).toBe(false);
      expect(page.sourceType).toBe('webpage');
    });
  });

  it('turns the shcs tuition table into rows that carry the column headers', () => {
    const page = extractSitePage('shcs', 'tuition.html');
    const table = sectionUnder(page.content, 'Base Tuition Rate & Fees');
    expect(table).toContain('Pre-K (Full Day) | Amount: $3849 |');
    expect(table).toContain('Grades 6-8 | Amount: $6780 | Notes: Includes MacBook and Science Lab Fees');
    expect(table).not.toContain('Description | Amount | Notes');
  });

  it('classifies the shcs calendar page (an embedded Google calendar) as a calendar', () => {
    expect(extractSitePage('shcs', 'calendar.html').sourceType).toBe('calendar');
  });

  describe('sterling-tax contact (header/nav/footer landmarks, <address> tags)', () => {
    const page = extractSitePage('sterling-tax', 'contact.html');
    const text = textOf(page.content);

    it('reads metadata', () => {
      expect(page.lang).toBe('en');
      expect(page.canonical).toBe('https://www.sterlingtax.com/contact.html');
      expect(page.content.sections[1]).toMatchObject({
        heading: 'Find us, or work with us online.',
        level: 1,
      });
    });

    it('keeps the offices and drops the header menu and footer', () => {
      expect(sectionUnder(page.content, 'West Seneca')).toContain(
        '2954 Seneca Street\nWest Seneca, NY 14224',
      );
      expect(text).not.toMatch(/For Businesses|Silver Grove|Privacy Policy|Tax \+ Wealth/);
      expect(text).not.toContain('(716) 667-7777About');
    });

    it('finds all three offices', () => {
      expect(page.contactDetails.phones).toEqual(['(716) 667-7777', '(716) 823-4407', '(716) 655-6420']);
      expect(page.contactDetails.emails).toEqual(['info@sterlingtax.com']);
      expect(page.contactDetails.addresses).toEqual([
        '400 Sterling Drive, Orchard Park, NY 14127',
        '2954 Seneca Street, West Seneca, NY 14224',
        '300 Gleed Ave, Suite 160, East Aurora, NY 14052',
      ]);
    });

    it('calls a contact page with a form a webpage, because the form is not the main content', () => {
      expect(page.sourceType).toBe('webpage');
    });
  });

  it('reads the JSON-LD PostalAddress on a sterling-tax office page', () => {
    const page = extractSitePage('sterling-tax', 'orchard-park.html');
    expect(page.structuredContact.addresses).toContain('400 Sterling Drive, Orchard Park, NY 14127');
  });

  describe('emerald-opal contact (no landmarks but <nav> and <footer>, a mobile menu list outside <nav>)', () => {
    const page = extractSitePage('emerald-opal', 'contact.html');
    const text = textOf(page.content);

    it('drops both menus and the footer, keeps the page heading', () => {
      expect(page.content.sections.find((section) => section.level === 1)?.heading).toBe('Book & Contact');
      expect(text).not.toMatch(/^Home|Services & Pricing|Navigate|All rights reserved/m);
      expect(sectionUnder(page.content, "We're Here to Help")).toContain('By Appointment Only');
    });

    it('finds the studio phone, email, new address and hours', () => {
      expect(page.contactDetails).toEqual({
        phones: ['(503) 217-4065'],
        emails: ['info@emeraldandopalpiercing.com'],
        addresses: ['15320 NW Central Dr., Suite D-2, Portland, OR 97229'],
        hours: ['Hours\nBy Appointment Only'],
      });
    });
  });

  it('keeps the emerald-opal price tables', () => {
    const page = extractSitePage('emerald-opal', 'services.html');
    // The category titles are styled <div>s, not headings, so they stay in the text above their table.
    expect(textOf(page.content)).toContain(
      'Lobe Piercings\n\n1 Ear Lobe Piercing | A single lobe piercing on one ear | $45',
    );
  });
});
