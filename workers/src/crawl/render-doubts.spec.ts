import { RenderDoubts } from './render-doubts';

describe('RenderDoubts', () => {
  it('stops rendering doubtful pages of a crawl after three renders that showed nothing more', () => {
    const doubts = new RenderDoubts();
    for (let tries = 0; tries < 3; tries += 1) {
      expect(doubts.worthRendering('static-site')).toBe(true);
      doubts.record('static-site', false);
    }
    expect(doubts.worthRendering('static-site')).toBe(false);
    expect(doubts.worthRendering('another-site')).toBe(true);
  });

  it('keeps rendering a crawl where a render once showed more', () => {
    const doubts = new RenderDoubts();
    doubts.record('app', true);
    for (let tries = 0; tries < 5; tries += 1) doubts.record('app', false);
    expect(doubts.worthRendering('app')).toBe(true);
  });
});
