import { extractHtml } from './html-extractor';

const page = (links: string) =>
  `<html><head><title>T</title></head><body><main>${links}</main></body></html>`;
const urls = (html: string, pageUrl: string) => extractHtml(html, pageUrl).links.map((link) => link.url);

describe('extractHtml: links remembered across pages', () => {
  it('resolves the same root-relative href against each page’s own site', () => {
    const html = page('<a href="/about?utm_source=menu#team">About</a>');
    expect(urls(html, 'https://one.example/a/b.html')).toEqual(['https://one.example/about']);
    expect(urls(html, 'http://two.example:8080/x')).toEqual(['http://two.example:8080/about']);
    expect(urls(html, 'https://one.example/other.html')).toEqual(['https://one.example/about']);
  });

  it('resolves relative hrefs against the page, and against <base> when there is one', () => {
    const html = page('<a href="next.html">Next</a>');
    expect(urls(html, 'https://one.example/a/b.html')).toEqual(['https://one.example/a/next.html']);
    expect(urls(html, 'https://one.example/c/d.html')).toEqual(['https://one.example/c/next.html']);
    const based = `<html><head><base href="https://cdn.example/docs/"></head><body><a href="/top">Top</a></body></html>`;
    expect(urls(based, 'https://one.example/a/b.html')).toEqual(['https://cdn.example/top']);
  });

  it('treats hrefs that browsers read as another host as that host, on every page', () => {
    const html = page(
      '<a href="/\\evil.example/x">1</a><a href="/&#9;/evil.example/y">2</a><a href="//cdn.example/z">3</a>',
    );
    const expected = ['https://evil.example/x', 'https://evil.example/y', 'https://cdn.example/z'];
    expect(urls(html, 'https://one.example/')).toEqual(expected);
    expect(urls(html, 'https://two.example/')).toEqual(expected);
  });

  it('keeps the first text a repeated link has', () => {
    const html = page('<a href="/a"><img src="x.png"></a><a href="/a">Alpha</a><a href="/a">Again</a>');
    expect(extractHtml(html, 'https://one.example/').links).toEqual([
      { url: 'https://one.example/a', text: 'Alpha' },
    ]);
  });
});
