import { RATE_LIMITS, RATE_LIMIT_MESSAGES, describeWait } from './rate-limiter.service';
import { clientAddress, trustedProxies } from './client-address';
import { clientNetwork } from './client-network';

describe('describeWait', () => {
  it.each([
    [1, 'a few seconds'],
    [10, 'a few seconds'],
    [11, 'about 20 seconds'],
    [49, 'about 50 seconds'],
    [60, 'about a minute'],
    [600, 'about 10 minutes'],
    [3600, 'about an hour'],
    [3 * 3600, 'about 3 hours'],
  ])('puts %i seconds as "%s"', (seconds, words) => {
    expect(describeWait(seconds)).toBe(words);
  });

  it('never promises "a moment" for any limit, even at the start of its window', () => {
    for (const [policy, { duration }] of Object.entries(RATE_LIMITS)) {
      const message = RATE_LIMIT_MESSAGES[policy as keyof typeof RATE_LIMITS](describeWait(duration));
      expect(message).not.toMatch(/moment/);
      expect(message).toContain(describeWait(duration));
    }
  });
});

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:bbbb:cccc:dddd:eeee', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s under %s', (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });
});

describe('clientAddress', () => {
  const loopback = trustedProxies(['loopback']);

  it('steps back through X-Forwarded-For only while the hop is a trusted proxy', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.1, 127.0.0.1', loopback)).toBe('198.51.100.1');
    expect(clientAddress('203.0.113.5', '198.51.100.1', loopback)).toBe('203.0.113.5');
    expect(clientAddress('127.0.0.1', '198.51.100.1', trustedProxies([]))).toBe('127.0.0.1');
    expect(clientAddress('10.1.2.3', '198.51.100.1', trustedProxies(['10.0.0.0/8']))).toBe('198.51.100.1');
  });
});
