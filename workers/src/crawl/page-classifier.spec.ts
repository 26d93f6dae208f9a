import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractHtml } from './html-extractor';
import { renderedShowsMore } from './page-classifier';

const SITES = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'js-sites');
const URL = 'https://www.example.com/';
const page = (body: string, head = ''): string =>
  `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const FOOTER = `<footer><p>${'Visit us at 1820 Cedar Hollow Road, Bend, OR 97701, or call (541) 555-0120. '.repeat(8)}</p></footer>`;
const ARTICLE = `<main><h1>Opening hours</h1><p>${'We are open Monday to Friday from nine to five. '.repeat(30)}</p></main>`;

describe('needsJavaScript: when to render', () => {
  it('renders a Create React App build whose empty root sits beside a button and a long footer', () => {
    const build = readFileSync(join(SITES, 'cra-shell', 'index.html'), 'utf8');
    expect(extractHtml(build, URL).needsJavaScript).toBe(true);
  });

  it.each([
    ['an empty mount point beside a long footer', page(`<div id="app"></div><button>Chat</button>${FOOTER}`)],
    [
      'a module bundle beside a short header and footer',
      page(
        `<header>Home · About</header><div id="main-view"></div>${FOOTER}`,
        '<script type="module" src="/x.js"></script>',
      ),
    ],
    [
      'many scripts beside a little text',
      page(`<p>Loading our menu…</p>${FOOTER}${'<script src="/w.js"></script>'.repeat(9)}`),
    ],
    [
      'a long FAQ whose questions are in the HTML and whose answers are not',
      readFileSync(join(SITES, 'prerendered-faq', 'index.html'), 'utf8'),
    ],
    [
      'a React page whose root holds only a hidden copy of its text for search engines',
      page(
        `<div id="root"><div class="static-content" style="display:none"><h1>Old debts</h1><p>${'A collector may still call about an old debt, but a lawsuit over it may be time-barred. '.repeat(20)}</p></div></div>`,
        '<script type="module" src="/assets/index-C4f9a2Qe.js"></script>',
      ),
    ],
    [
      'a page whose menu links views its script shows for fragments of its own address',
      page(
        `<nav><a href="/#HT">Hair Transplant</a><a href="#LHR">Laser</a><a href="#PRP">PRP</a><a href="#contact">Contact</a></nav><main><h1>Services</h1><p>${'Choose a treatment from the menu to read about it. '.repeat(30)}</p><div id="serviceContent"></div></main><footer id="contact">${FOOTER}</footer>`,
        '<script src="/service.js" defer></script>',
      ),
    ],
    [
      'a page whose script replaces its text with the words of a language file',
      page(
        `<main>${['title', 'intro', 'fees', 'hours', 'visit']
          .map(
            (key) => `<p data-i18n="home.${key}">${'Placeholder words the script replaces. '.repeat(8)}</p>`,
          )
          .join('')}</main>`,
        '<script src="assets/js/i18n.js"></script>',
      ),
    ],
  ])('is in doubt about %s', (_name, html) => {
    expect(extractHtml(html, URL).needsJavaScript).toBe(true);
  });

  it.each([
    ['a static page without scripts', page(`${ARTICLE}${FOOTER}`)],
    [
      'a long article that also loads a bundle',
      page(ARTICLE, '<script src="/static/js/main.1a2b3c.js"></script>'),
    ],
    ['a short static page', page('<main><h1>Contact</h1><p>Call us at (541) 555-0120.</p></main>')],
    [
      'an accordion whose collapsed panels are in the HTML',
      page(
        `${ARTICLE}<div class="accordion">${[1, 2, 3]
          .map(
            (n) =>
              `<button aria-expanded="false" aria-controls="p${n}">Question ${n}?</button><div id="p${n}" hidden><p>Answer ${n}.</p></div>`,
          )
          .join('')}</div>`,
        '<script src="/accordion.js"></script>',
      ),
    ],
    [
      'a long page whose menu links its own sections',
      page(
        `<nav><a href="#fees">Fees</a><a href="#hours">Hours</a><a href="#team">Team</a></nav>${ARTICLE}<h2 id="fees">Fees</h2><h2 id="hours">Hours</h2><h2 id="team">Team</h2>`,
        '<script src="/menu.js"></script>',
      ),
    ],
  ])('leaves %s to plain HTTP', (_name, html) => {
    expect(extractHtml(html, URL).needsJavaScript).toBe(false);
  });
});

describe('renderedShowsMore', () => {
  const footer = 'Visit us at 1820 Cedar Hollow Road. Call (541) 555-0120. '.repeat(6);

  it('prefers a render that adds the content an app shell lacked', () => {
    const rendered = `Welcome\nTuition for grades 6 to 8 is $6,780 per year, paid monthly.\n${'The tardy bell rings at 7:45 am. '.repeat(4)}\n${footer}`;
    expect(renderedShowsMore(`Chat with us\n${footer}`, rendered)).toBe(true);
  });

  it('keeps the raw page when the render shows the same text, however it is laid out', () => {
    const raw = `Opening hours\n${'We are open Monday to Friday. '.repeat(20)}\n${footer}`;
    expect(renderedShowsMore(raw, `${raw.replace(/\n/g, '\n\n')}\nAccept cookies`)).toBe(false);
  });

  it('keeps a long raw page when the render adds only a widget line', () => {
    const raw = 'Our story. '.repeat(400);
    expect(
      renderedShowsMore(raw, `${raw}\n${'Chat with our assistant, we reply within minutes. '.repeat(4)}`),
    ).toBe(false);
  });

  it('takes any render of a page that has nothing to read', () => {
    expect(renderedShowsMore('', 'Hello')).toBe(true);
    expect(renderedShowsMore('Loading…', '')).toBe(false);
  });
});
