import { HostAllowList, isPublicAddress } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '192.0.2.10',
    '240.0.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '2002:7f00:1::1',
    '2002:a9fe:a9fe::1',
    '64:ff9b::7f00:1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2002:808:808::1',
    '64:ff9b::808:808',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('HostAllowList', () => {
  const list = new HostAllowList(['127.0.0.1:4567', 'LocalHost:4567', '10.0.0.9', '[::1]:8080']);

  it('matches host and port exactly when a port is given', () => {
    expect(list.allows('127.0.0.1', 4567)).toBe(true);
    expect(list.allows('127.0.0.1', 4568)).toBe(false);
    expect(list.allows('localhost', 4567)).toBe(true);
    expect(list.allows('localhost', 80)).toBe(false);
    expect(list.allows('[::1]', 8080)).toBe(true);
  });

  it('allows any port when none is given, and never a different spelling of the host', () => {
    expect(list.allows('10.0.0.9', 1)).toBe(true);
    expect(list.allows('10.0.0.9', 65535)).toBe(true);
    expect(list.allows('::ffff:127.0.0.1', 4567)).toBe(false);
  });
});
