import { describe, expect, it } from 'vitest';
import { readSignature } from './vod';

const encode = (payload: unknown) => btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const NOW = Date.UTC(2026, 0, 1);
const STREAMS = [
  { definition: 'SD', label: '360p', url: '/media/lesson-sd.webm' },
  { definition: 'HD', label: '720p', url: '/media/lesson-hd.webm' },
];

describe('player signature', () => {
  it('reads the streams of a live signature', () => {
    const signature = `h.${encode({ fileId: '1', title: 'Lesson', exp: NOW / 1000 + 60, streams: STREAMS })}.s`;
    expect(readSignature(signature, NOW)).toEqual({ fileId: '1', title: 'Lesson', exp: NOW / 1000 + 60, streams: STREAMS });
  });

  it('plays nothing from an expired, empty or unreadable signature', () => {
    expect(readSignature(`h.${encode({ exp: NOW / 1000 - 1, streams: STREAMS })}.s`, NOW)).toBeNull();
    expect(readSignature(`h.${encode({ exp: NOW / 1000 + 60, streams: [] })}.s`, NOW)).toBeNull();
    expect(readSignature('not-a-signature', NOW)).toBeNull();
    expect(readSignature('h.%%%.s', NOW)).toBeNull();
  });
});
