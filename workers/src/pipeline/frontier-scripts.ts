/** The crawl frontier's Lua scripts (crawl-frontier.ts): each runs atomically in Redis. */

// Settles a batch of links atomically, each URL at most once per crawl and pages only while the page
// budget lasts. ARGV: page limit, TTL, report cap, then (kind, URL) pairs: p = a page to crawl, d = a
// document, s = a URL to report as skipped. Per URL it returns 0 = nothing to do (seen before, or a skip
// past the report cap), 1 = page admitted / document or skip seen first, 2 = page over the limit, to
// report, 3 = page admitted before but its crawl job was never queued (the worker offering it died
// between admitting it and queueing its job).
export const OFFER_SCRIPT = `
local seen, queued, jobs = KEYS[1], KEYS[2], KEYS[3]
local limit, reportCap = tonumber(ARGV[1]), tonumber(ARGV[3])
local pages = redis.call('SCARD', queued)
local verdicts, added, admitted = {}, false, false
for i = 4, #ARGV, 2 do
  local kind, url, verdict = ARGV[i], ARGV[i + 1], 0
  if redis.call('SADD', seen, url) == 1 then
    added = true
    if kind == 'p' and pages < limit then
      redis.call('SADD', queued, url)
      pages = pages + 1
      admitted = true
      verdict = 1
    elseif kind == 'd' then
      verdict = 1
    elseif redis.call('SCARD', seen) <= reportCap then
      verdict = kind == 'p' and 2 or 1
    end
  elseif kind == 'p' and redis.call('SISMEMBER', queued, url) == 1 and redis.call('SISMEMBER', jobs, url) == 0 then
    verdict = 3
  end
  verdicts[#verdicts + 1] = verdict
end
if added then redis.call('EXPIRE', seen, ARGV[2]) end
if admitted then redis.call('EXPIRE', queued, ARGV[2]) end
return verdicts`;

// 1 = this page stands for the canonical URL (newly, or again after a retry); 0 = another page does.
export const CLAIM_CANONICAL_SCRIPT = `
if redis.call('SADD', KEYS[1], ARGV[1]) == 1 then
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
  redis.call('EXPIRE', KEYS[2], ARGV[3])
  return 1
end
if redis.call('HGET', KEYS[2], ARGV[1]) == ARGV[2] then return 1 end
return 0`;
