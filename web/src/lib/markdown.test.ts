import { describe, expect, it } from 'vitest';
import { stripInvisible } from '@gptsite/shared';
import { renderMarkdown } from './markdown';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('renderMarkdown', () => {
  it('renders ordinary markdown', () => {
    const dom = parse(renderMarkdown('School starts at **8:15 am**.\n\n- Drop-off from 7:45'));
    expect(dom.querySelector('strong')?.textContent).toBe('8:15 am');
    expect(dom.querySelector('li')?.textContent).toBe('Drop-off from 7:45');
  });

  it('removes scripts, styles, iframes and forms', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><style>body{display:none}</style><iframe src="https://evil.example"></iframe><form action="/x"><input name="q"></form>',
    );
    const dom = parse(html);
    expect(dom.querySelector('script, style, iframe, form, input')).toBeNull();
    expect(html).not.toMatch(/alert\(1\)|display:none/);
  });

  it('removes event handler attributes', () => {
    const html = renderMarkdown(
      '<img src="/logo.png" onerror="alert(1)"> <a href="/x" onclick="steal()">x</a> <b onmouseover="x()">b</b>',
    );
    expect(html).not.toMatch(/onerror|onclick|onmouseover/i);
  });

  it('removes javascript: links but keeps the text', () => {
    const dom = parse(
      renderMarkdown('[click me](javascript:alert(1)) and <a href="JaVaScRiPt:alert(2)">two</a>'),
    );
    for (const link of dom.querySelectorAll('a'))
      expect(link.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(dom.textContent).toContain('click me');
  });

  it('drops remote images and keeps same-origin ones', () => {
    const dom = parse(
      renderMarkdown(
        '![tracker](https://evil.example/pixel.png) ![logo](/images/logo.png) <img src="//cdn.example/x.png">',
      ),
    );
    const sources = [...dom.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual(['/images/logo.png']);
  });

  it('opens links in a new tab without leaking the opener', () => {
    const link = parse(renderMarkdown('[Admissions](https://school.example/admissions)')).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://school.example/admissions');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('strips invisible unicode', () => {
    expect(stripInvisible('he\u200Bllo\u202E wor\uFEFFld\u{E0041}')).toBe('hello world');
    expect(renderMarkdown('pay\u200Bment')).toContain('payment');
  });
});
