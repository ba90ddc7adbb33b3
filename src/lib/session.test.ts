import { clearSession, getToken, isRemembered, onSessionChange, setToken, TOKEN_COOKIE } from './session';

describe('session', () => {
  it('remembers a token for 30 days in a cookie and localStorage', () => {
    setToken('abc', true);
    expect(getToken()).toBe('abc');
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=abc`);
    expect(localStorage.getItem('tc.token')).toBe('abc');
    expect(isRemembered()).toBe(true);
  });

  it('keeps a token for the browser session only without remember me', () => {
    setToken('xyz', false);
    expect(getToken()).toBe('xyz');
    expect(localStorage.getItem('tc.token')).toBeNull();
    expect(sessionStorage.getItem('tc.token')).toBe('xyz');
    expect(isRemembered()).toBe(false);
  });

  it('clears every stored copy and tells listeners', () => {
    const seen: (string | null)[] = [];
    const off = onSessionChange((t) => seen.push(t));
    setToken('abc', true);
    clearSession();
    off();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('tc.token')).toBeNull();
    expect(seen).toEqual(['abc', null]);
  });

  it('reads the stores once per turn: what this module writes is read at once, a change made elsewhere on the next turn', async () => {
    setToken('abc', true);
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'get');
    try {
      expect(getToken()).toBe('abc');
      expect(getToken()).toBe('abc');
      expect(cookie).toHaveBeenCalledTimes(1);
      // Another tab signs out (the shared cookie and storage are cleared): read on the next turn.
      document.cookie = `${TOKEN_COOKIE}=; max-age=0; path=/`;
      localStorage.removeItem('tc.token');
      await Promise.resolve();
      expect(getToken()).toBeNull();
      expect(cookie).toHaveBeenCalledTimes(2);
      // This tab's own writes are read in the same turn.
      setToken('def', false);
      expect(getToken()).toBe('def');
      clearSession();
      expect(getToken()).toBeNull();
    } finally {
      cookie.mockRestore();
    }
  });
});
