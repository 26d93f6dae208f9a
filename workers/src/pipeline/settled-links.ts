/** Crawls remembered at once per worker process; the oldest is forgotten first. */
const MAX_CRAWLS = 16;
/** URLs remembered per crawl; past this, links are simply asked about in Redis again. */
const MAX_URLS_PER_CRAWL = 100_000;

/** The settled links of one crawl. */
export class CrawlLinkMemory {
  private readonly urls = new Set<string>();

  has(url: string): boolean {
    return this.urls.has(url);
  }

  add(url: string): void {
    if (this.urls.size < MAX_URLS_PER_CRAWL) this.urls.add(url);
  }
}

/**
 * The links this worker process has seen settled in a crawl: refused before reaching Redis (not http,
 * an asset), or given a verdict by the frontier in Redis that can no longer change — seen before, skipped
 * and reported, a document recorded, a page admitted whose job is queued. Every page of a site repeats
 * its menus and footer, so without this memory each page asked Redis again about a hundred links it
 * had already settled. A forgotten or unknown link only costs a question to Redis, never a wrong answer.
 */
export class SettledLinks {
  private readonly crawls = new Map<string, CrawlLinkMemory>();

  /** One crawl is one attempt of a conversion: a retried conversion crawls afresh. */
  of(conversionId: string, attempt: number): CrawlLinkMemory {
    const key = `${conversionId}:${attempt}`;
    let memory = this.crawls.get(key);
    if (!memory) {
      if (this.crawls.size >= MAX_CRAWLS) this.crawls.delete(this.crawls.keys().next().value as string);
      memory = new CrawlLinkMemory();
      this.crawls.set(key, memory);
    }
    return memory;
  }
}
