import { throttledAddress } from './client-address';

describe('throttledAddress', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:1:2::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('counts %s as %s', (address, counted) => {
    expect(throttledAddress(address)).toBe(counted);
  });

  it('counts every address of one /64 together, and the next /64 apart', () => {
    const block = ['2001:db8:a:b::1', '2001:db8:a:b:ffff::9', '2001:db8:a:b:1:2:3:4'].map(throttledAddress);
    expect(new Set(block).size).toBe(1);
    expect(throttledAddress('2001:db8:a:c::1')).not.toBe(block[0]);
  });
});
