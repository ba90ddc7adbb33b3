import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { signIn } from '@/test/render';
import { getToken } from '@/lib/session';
import { signOut } from './logout';

describe('signOut', () => {
  it('revokes the token on the server and forgets it here', async () => {
    const token = await signIn('teacher');
    await signOut();
    expect(getToken()).toBeNull();
    const me = await fetch('http://localhost/api/v1/users/me/', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });

  it('clears the session even when the call fails', async () => {
    await signIn('teacher');
    server.use(http.post('*/rest-auth/logout/', () => HttpResponse.error()));
    await signOut();
    expect(getToken()).toBeNull();
  });
});
