/** Doubtful renders of a site after which, if none showed more than the raw HTML, the site is read raw. */
const TRIES_BEFORE_GIVING_UP = 3;
/** Sites remembered at once; the oldest is forgotten first. */
const SITES_REMEMBERED = 500;

interface Tally {
  tries: number;
  wins: number;
}

/**
 * Remembers, per crawl, whether rendering pages that only looked like an app was worth it. A static
 * site whose every page carries an empty widget mount point would otherwise be rendered page by page
 * for nothing; after a few renders that showed no more than the HTML, its doubtful pages are read raw.
 * Pages that are certainly empty without JavaScript, and hash routes, are rendered regardless.
 */
export class RenderDoubts {
  private readonly tallies = new Map<string, Tally>();

  /** Whether a doubtful page of this crawl is still worth a render. */
  worthRendering(crawl: string): boolean {
    const tally = this.tallies.get(crawl);
    return !tally || tally.wins > 0 || tally.tries < TRIES_BEFORE_GIVING_UP;
  }

  record(crawl: string, renderedWon: boolean): void {
    const tally = this.tallies.get(crawl) ?? { tries: 0, wins: 0 };
    this.tallies.delete(crawl);
    this.tallies.set(crawl, { tries: tally.tries + 1, wins: tally.wins + (renderedWon ? 1 : 0) });
    if (this.tallies.size > SITES_REMEMBERED) {
      const oldest = this.tallies.keys().next().value;
      if (oldest !== undefined) this.tallies.delete(oldest);
    }
  }
}
