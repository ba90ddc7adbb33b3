/** Where the first load of a signed-out visitor starts (src/app/start.tsx), decided from the route table. */
import { signedOutStart } from './route-table';
import { clearSession, setToken } from '@/lib/session';

describe('the first load of a signed-out visitor (start.tsx)', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
  afterEach(() => clearSession());

  it('starts a protected page on the sign-in page, keeping the whole address to come back to', () => {
    expect(signedOutStart(at('/account/home', '?tab=2', '#top'))).toBe(`/login?redirect=${encodeURIComponent('/account/home?tab=2#top')}`);
    expect(signedOutStart(at('/manageCenter/employee'))).toBe(`/login?redirect=${encodeURIComponent('/manageCenter/employee')}`);
  });

  it('leaves public pages, unknown paths and signed-in visits where they are', () => {
    expect(signedOutStart(at('/login'))).toBeNull();
    expect(signedOutStart(at('/coursePreview/1/2'))).toBeNull();
    expect(signedOutStart(at('/no/such/page'))).toBeNull();
    // A sign-in link signs in on its own page (000 §2).
    expect(signedOutStart(at('/account/home', '?token=abc123'))).toBeNull();
    setToken('tok', false);
    expect(signedOutStart(at('/account/home'))).toBeNull();
  });
});
