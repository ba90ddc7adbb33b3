import { describe, expect, it } from 'vitest';
import type { Software } from '@/types/content';
import { db } from '../db/db';
import { call, signIn } from '../test-helpers';

describe('GET /teaching_software/', () => {
  it('lists teaching software before other software, with every kind of button', async () => {
    const { status, body } = await call<{ results: Software[]; count: number }>('/api/v1/teaching_software/', { token: await signIn('student') });
    expect(status).toBe(200);
    expect(body.count).toBe(db.software.size);
    const types = body.results.map((s) => s.software_type);
    expect(types).toEqual([...types].sort());
    expect(new Set(body.results.flatMap((s) => s.download_button.map((b) => b.button_interaction)))).toEqual(new Set([1, 2, 3, 4]));
    const modalKeys = body.results.filter((s) => s.download_button.some((b) => b.button_interaction === 4)).map((s) => s.software_key);
    expect(modalKeys.sort()).toEqual(['adapter', 'cozmo', 'overdrive', 'scratchlink']);
  });

  it('is for signed-in users', async () => {
    expect((await call('/api/v1/teaching_software/')).status).toBe(401);
  });
});
