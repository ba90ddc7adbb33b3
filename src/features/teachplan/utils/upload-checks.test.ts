import { describe, expect, it } from 'vitest';
import { TEACH_PLAN_MAX_BYTES, TEACH_PLAN_MAX_ENABLED } from '@/lib/validators/teach-plans';
import { checkPlanUpload, type UploadContext } from './upload-checks';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n');
const DOC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const file = (name: string, head: Uint8Array, size = head.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name);
};
const ok: UploadContext = { online: true, enabledCount: 3, existingNames: ['Robot car race rules.pdf'] };
const keyOf = async (f: File, context: Partial<UploadContext> = {}) => (await checkPlanUpload(f, { ...ok, ...context }))?.key ?? null;

describe('plan upload checks', () => {
  it('passes a new pdf', async () => {
    expect(await keyOf(file('Trip.pdf', PDF))).toBeNull();
  });

  it.each([
    ['offline', file('Trip.pdf', PDF), { online: false }, 'validation.offline'],
    ['the 51st enabled plan', file('Trip.pdf', PDF), { enabledCount: TEACH_PLAN_MAX_ENABLED }, 'validation.teachPlan.limit'],
    ['a duplicate name', file('Robot car race rules.pdf', PDF), {}, 'validation.teachPlan.duplicate'],
    ['a .doc', file('Old.doc', DOC), {}, 'validation.teachPlan.type'],
    ['a .doc named .pdf', file('Renamed.pdf', DOC), {}, 'validation.teachPlan.type'],
    ['5,242,881 bytes', file('Big.pdf', PDF, TEACH_PLAN_MAX_BYTES + 1), {}, 'validation.teachPlan.size'],
  ] as const)('refuses %s', async (_case, f, context, expected) => {
    expect(await keyOf(f, context)).toBe(expected);
  });

  it('takes exactly 5,242,880 bytes and 49 enabled plans', async () => {
    expect(await keyOf(file('Max.pdf', PDF, TEACH_PLAN_MAX_BYTES), { enabledCount: TEACH_PLAN_MAX_ENABLED - 1 })).toBeNull();
  });
});
