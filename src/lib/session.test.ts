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
});
