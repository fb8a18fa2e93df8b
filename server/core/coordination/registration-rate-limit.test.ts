import { describe, expect, it } from 'vitest';
import { addressKey } from './registration-rate-limit';

describe('addressKey', () => {
  it('keeps IPv4 addresses and counts IPv6 per /64', () => {
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('::ffff:10.1.2.3')).toBe('::ffff:10.1.2.3');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
