/** The crawl frontier's Lua scripts (crawl-frontier.ts): each runs atomically in Redis. */

// Settles a batch of links atomically, each URL at most once per crawl and pages only while the page
// budget lasts. KEYS: seen, queued, jobs, deferred (list), deferred links (hash). ARGV: page limit, TTL,
// report cap, then (kind, URL, how found) triples: p = a page to crawl, q = a page with a query string,
// kept back until every other page is crawled (RELEASE_SCRIPT), d = a document, s = a URL to report as
// skipped. Per URL it returns 0 = nothing to do (seen before, or a skip past the report cap),
// 1 = page admitted / document or skip seen first, 2 = page over the limit, to report, 3 = page admitted
// before but its crawl job was never queued (the worker offering it died between admitting it and
// queueing its job), 4 = page kept back.
export const OFFER_SCRIPT = `
local seen, queued, jobs, deferred, deferredLinks = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local limit, reportCap = tonumber(ARGV[1]), tonumber(ARGV[3])
local pages = redis.call('SCARD', queued)
local verdicts, added, admitted, kept = {}, false, false, false
for i = 4, #ARGV, 3 do
  local kind, url, verdict = ARGV[i], ARGV[i + 1], 0
  if redis.call('SADD', seen, url) == 1 then
    added = true
    if kind == 'q' and pages < limit and redis.call('LLEN', deferred) < reportCap then
      redis.call('RPUSH', deferred, url)
      redis.call('HSET', deferredLinks, url, ARGV[i + 2])
      kept = true
      verdict = 4
    elseif kind == 'p' and pages < limit then
      redis.call('SADD', queued, url)
      pages = pages + 1
      admitted = true
      verdict = 1
    elseif kind == 'd' then
      verdict = 1
    elseif redis.call('SCARD', seen) <= reportCap then
      verdict = (kind == 'p' or kind == 'q') and 2 or 1
    end
  elseif (kind == 'p' or kind == 'q') and redis.call('SISMEMBER', queued, url) == 1 and redis.call('SISMEMBER', jobs, url) == 0 then
    verdict = 3
  end
  verdicts[#verdicts + 1] = verdict
end
if added then redis.call('EXPIRE', seen, ARGV[2]) end
if admitted then redis.call('EXPIRE', queued, ARGV[2]) end
if kept then
  redis.call('EXPIRE', deferred, ARGV[2])
  redis.call('EXPIRE', deferredLinks, ARGV[2])
end
return verdicts`;

// Lets the kept-back pages in once every other page is crawled: as many as the page budget has room
// for, in the order they were found; the rest are returned to report as over the limit and forgotten.
// KEYS: queued, jobs, deferred, deferred links, released. ARGV: page limit, TTL. Returns two lists of
// (URL, how found) pairs: the pages let in whose crawl job is not queued yet (again, after a retry of
// a release that died before queueing them), and the pages over the limit.
export const RELEASE_SCRIPT = `
local queued, jobs, deferred, deferredLinks, released = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local room = tonumber(ARGV[1]) - redis.call('SCARD', queued)
while room > 0 do
  local url = redis.call('LPOP', deferred)
  if not url then break end
  redis.call('SADD', queued, url)
  redis.call('SADD', released, url)
  room = room - 1
end
redis.call('EXPIRE', queued, ARGV[2])
redis.call('EXPIRE', released, ARGV[2])
local admitted, over = {}, {}
for _, url in ipairs(redis.call('SDIFF', released, jobs)) do
  admitted[#admitted + 1] = url
  admitted[#admitted + 1] = redis.call('HGET', deferredLinks, url) or ''
end
for _, url in ipairs(redis.call('LRANGE', deferred, 0, -1)) do
  over[#over + 1] = url
  over[#over + 1] = redis.call('HGET', deferredLinks, url) or ''
end
redis.call('DEL', deferred)
return { admitted, over }`;

// 1 = this page stands for the canonical URL (newly, or again after a retry); 0 = another page does.
export const CLAIM_CANONICAL_SCRIPT = `
if redis.call('SADD', KEYS[1], ARGV[1]) == 1 then
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
  redis.call('EXPIRE', KEYS[2], ARGV[3])
  return 1
end
if redis.call('HGET', KEYS[2], ARGV[1]) == ARGV[2] then return 1 end
return 0`;
