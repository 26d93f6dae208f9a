/** Crawl state (seen URLs, stage counters, robots) outlives any crawl, then expires if a conversion is abandoned. */
export const CRAWL_STATE_TTL_SECONDS = 3 * 24 * 3600;

/** Every Redis key the app writes, under one per-deployment (or per-test-run) prefix. */
export function redisKeys(prefix: string) {
  return {
    bullPrefix: `${prefix}:bull`,
    socketIoKey: `${prefix}:socket.io`,
    workerHeartbeat: (workerId: string) => `${prefix}:workers:${workerId}`,
    workerHeartbeatPattern: `${prefix}:workers:*`,
    crawlSeen: (conversionId: string, attempt: number) => `${prefix}:crawl:${conversionId}:${attempt}:seen`,
    /** Admitted pages whose crawl job has been queued. */
    crawlJobsQueued: (conversionId: string, attempt: number) =>
      `${prefix}:crawl:${conversionId}:${attempt}:jobs`,
    /**
     * Pages with a query string, kept back until the crawl of every other page is done (crawl-frontier.ts):
     * the order they were found in, how each was found ("depth origin"), and those since let in.
     */
    crawlDeferred: (conversionId: string, attempt: number) =>
      `${prefix}:crawl:${conversionId}:${attempt}:deferred`,
    crawlDeferredLinks: (conversionId: string, attempt: number) =>
      `${prefix}:crawl:${conversionId}:${attempt}:deferred-links`,
    crawlReleased: (conversionId: string, attempt: number) =>
      `${prefix}:crawl:${conversionId}:${attempt}:released`,
    stageQueued: (conversionId: string, attempt: number, stage: string) =>
      `${prefix}:stage:${conversionId}:${attempt}:${stage}:queued`,
    stageDone: (conversionId: string, attempt: number, stage: string) =>
      `${prefix}:stage:${conversionId}:${attempt}:${stage}:done`,
    /** Hash of page text → the source that claimed it first. */
    contentHashes: (conversionId: string, attempt: number) =>
      `${prefix}:crawl:${conversionId}:${attempt}:content-owners`,
    /** Canonical URL → the source that stands for it. */
    canonicalOwners: (conversionId: string, attempt: number) =>
      `${prefix}:crawl:${conversionId}:${attempt}:canonical-owners`,
    robots: (conversionId: string) => `${prefix}:crawl:${conversionId}:robots`,
    rateLimit: `${prefix}:ratelimit`,
    /** A lock (redis-lock.ts) named for the work it guards. */
    lock: (name: string) => `${prefix}:lock:${name}`,
    /** Pub/sub channel: the id of each assistant whose row changed, for caches of it. */
    assistantChanges: `${prefix}:assistant-changes`,
    /** Pub/sub channel: the id of each conversion whose stored passages gained vectors, for knowledge indexes. */
    knowledgeChanges: `${prefix}:knowledge-changes`,
  };
}
export type RedisKeys = ReturnType<typeof redisKeys>;
