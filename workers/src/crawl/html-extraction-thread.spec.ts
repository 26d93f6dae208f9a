import { readFileSync } from 'node:fs';
import { DYING_HTML_THREAD, SOURCE_HTML_THREAD } from './__fixtures__/html-thread-scripts';
import { HtmlExtractionThread } from './html-extraction-thread';
import { extractHtml } from './html-extractor';
import { SHARED_SITES_DIR } from '../../../test/support/shared-sites';

const SITES = SHARED_SITES_DIR;
const ORIGIN = 'http://127.0.0.1:4567';
const pages = ['faq.html', 'index.html'].map((file) => ({
  html: readFileSync(`${SITES}/shcs/${file}`, 'utf8'),
  url: `${ORIGIN}/${file}`,
}));

describe('HtmlExtractionThread', () => {
  it('reads pages in the thread exactly as they are read inline, several at once', async () => {
    const reader = new HtmlExtractionThread(SOURCE_HTML_THREAD);
    try {
      const read = await Promise.all(pages.map((page) => reader.extract(page.html, page.url)));
      expect(read).toEqual(pages.map((page) => extractHtml(page.html, page.url)));
      expect(read[0].contactDetails.phones).toEqual(['(850) 436-6440']);
    } finally {
      await reader.close();
    }
  });

  it('reads inline when there is no compiled thread script (running from sources)', async () => {
    const reader = new HtmlExtractionThread(null);
    expect(await reader.extract(pages[0].html, pages[0].url)).toEqual(
      extractHtml(pages[0].html, pages[0].url),
    );
  });

  it('fails the pages of a thread that died, and starts a new thread for the next page', async () => {
    const reader = new HtmlExtractionThread(DYING_HTML_THREAD);
    try {
      await expect(reader.extract(pages[0].html, pages[0].url)).rejects.toThrow('exited (3)');
      await expect(reader.extract(pages[1].html, pages[1].url)).rejects.toThrow('exited (3)');
    } finally {
      await reader.close();
    }
  });

  it('answers the pages it holds at shutdown, then reads any later page inline', async () => {
    const reader = new HtmlExtractionThread(SOURCE_HTML_THREAD);
    const inFlight = reader.extract(pages[0].html, pages[0].url);
    reader.onApplicationShutdown();
    const later = reader.extract(pages[1].html, pages[1].url);
    await expect(inFlight).resolves.toEqual(extractHtml(pages[0].html, pages[0].url));
    await expect(later).resolves.toEqual(extractHtml(pages[1].html, pages[1].url));
  });
});
