import { describe, expect, it } from 'vitest';
import { FAULT_KEY, injectedFault } from './fault-switch';

/** sessionStorage's shape over a Map (Node has none). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const call = (path: string, lang = 'en-US') => new Request(`http://localhost${path}`, { headers: { 'Accept-Language': lang } });

describe('the demo fault switch', () => {
  it('answers the next n matching calls with the server error, in the request’s language, then wears off', async () => {
    const storage = memoryStorage();
    storage.setItem(FAULT_KEY, JSON.stringify({ status: 500, times: 2, paths: ['/api/v1/teams/', '/api/v1/courses/'] }));
    expect(injectedFault(call('/api/v1/users/me/'), storage)).toBeNull();
    const first = injectedFault(call('/api/v1/teams/'), storage);
    expect(first?.status).toBe(500);
    expect(await first?.json()).toEqual({ detail: 'A server error occurred.' });
    expect(injectedFault(call('/api/v1/teams/ABCDEF/'), storage)).toBeNull();
    const second = injectedFault(call('/api/v1/courses/?page=2', 'zh-CN'), storage);
    expect(await second?.json()).toEqual({ detail: '服务器发生错误。' });
    expect(injectedFault(call('/api/v1/teams/'), storage)).toBeNull();
    expect(storage.getItem(FAULT_KEY)).toBeNull();
  });

  it('leaves alone the calls its except patterns match', async () => {
    const storage = memoryStorage();
    storage.setItem(FAULT_KEY, JSON.stringify({ status: 503, times: 5, except: ['^/api/v1/users/me/$', '/unread_count/$'] }));
    expect(injectedFault(call('/api/v1/users/me/'), storage)).toBeNull();
    expect(injectedFault(call('/api/v1/profiles/notifications/unread_count/'), storage)).toBeNull();
    expect((await injectedFault(call('/api/v1/users/me/achievement/'), storage))?.status).toBe(503);
    expect(JSON.parse(storage.getItem(FAULT_KEY)!).times).toBe(4);
  });

  it('ignores anything but a server error with a count, and works without storage', () => {
    const storage = memoryStorage();
    for (const value of ['{"status":404,"times":1}', '{"status":500,"times":0}', 'not json']) {
      storage.setItem(FAULT_KEY, value);
      expect(injectedFault(call('/api/v1/x/'), storage)).toBeNull();
    }
    expect(injectedFault(call('/api/v1/x/'), undefined)).toBeNull();
  });
});
