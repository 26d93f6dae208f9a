import { isNotFoundPage } from './error-page';

const page = (title: string | null, heading: string | null, text: string) => ({
  title,
  content: { title, lang: 'en', sections: [{ heading, level: 1, text }] },
});
const check = (title: string | null, heading: string | null, text: string): boolean =>
  isNotFoundPage(page(title, heading, text), text);

describe('isNotFoundPage', () => {
  it.each([
    ['Sapphire Lounge', 'Oops!', "Page Not Found. The page you're looking for doesn't exist. Back to home"],
    ['404 | Copperleaf', null, 'Go back home'],
    ['Copperleaf', 'Error 404', 'Try the menu above.'],
    ['Copperleaf', null, "Sorry, we couldn't find that page. Return to the homepage."],
  ])('knows "%s / %s / %s" for an error page', (title, heading, text) => {
    expect(check(title, heading, text)).toBe(true);
  });

  it.each([
    ['Contact | Harbour Dental', 'Contact', '123 Main Street, Suite 404, Portland. Call (503) 555-0101.'],
    ['Our Story', 'Our Story', 'We opened in 1998 and never stopped baking.'],
  ])('keeps "%s" as content', (title, heading, text) => {
    expect(check(title, heading, text)).toBe(false);
  });

  it('keeps a long page that mentions a missing page', () => {
    const text = `If a page is not found, our web team fixes the link. ${'We keep every page of this guide up to date. '.repeat(12)}`;
    expect(check('Website help', 'Broken links', text)).toBe(false);
  });
});
