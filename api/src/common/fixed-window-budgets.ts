/** The Lua script behind every fixed-window budget in Redis (chat, trials, sign-in attempts). */

/**
 * Spends one point from each budget in order and stops at the first one that is exhausted: fixed windows,
 * each counter expiring `window` ms after its first point. Returns [0, 0] when every budget had room,
 * else [its position from 1, ms until its window ends].
 */
export const SPEND_FIXED_WINDOWS = `
for i, key in ipairs(KEYS) do
  local points = tonumber(ARGV[2 * i - 1])
  local window = tonumber(ARGV[2 * i])
  local spent = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, window)
    ttl = window
  end
  if spent > points then
    return {i, ttl}
  end
end
return {0, 0}`;
