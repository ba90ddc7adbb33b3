import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';

describe('the query client', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('asks again, once the connection is back, for a query on screen that failed offline', async () => {
    const client = createQueryClient();
    client.mount();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['courses', { search: 'a' }],
      queryFn: () => {
        calls += 1;
        if (calls === 1) return Promise.reject(new ApiError('offline', null, 'Operation failed, try again later', null, '/api/v1/courses/'));
        return Promise.resolve(['a course']);
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    onlineManager.setOnline(false);
    await expect.poll(() => observer.getCurrentResult().status).toBe('error');
    // An offline failure is not retried behind the reader's back.
    expect(calls).toBe(1);
    onlineManager.setOnline(true);
    await expect.poll(() => observer.getCurrentResult().data).toEqual(['a course']);
    expect(calls).toBe(2);
    unsubscribe();
    client.unmount();
  });

  it('never sends a save again by itself', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
