import { getDomain } from './registrable-domain';

describe('getDomain (the mock bundle’s stand-in for tldts)', () => {
  it('gives the last two labels of a host name', () => {
    expect(getDomain('www.school.example.com')).toBe('example.com');
    expect(getDomain('Teaching.Cloud.')).toBe('teaching.cloud');
    expect(getDomain('demo.app')).toBe('demo.app');
  });

  it('gives none for addresses, single labels and malformed names', () => {
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('[::1]')).toBeNull();
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('localhost')).toBeNull();
    expect(getDomain('')).toBeNull();
    expect(getDomain('a..b')).toBeNull();
  });
});
