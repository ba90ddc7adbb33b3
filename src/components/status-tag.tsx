/**
 * A small status label in colours that keep AA contrast (4.5:1) for their text: antd's preset
 * tag colours (gold, green…) put light text on light tints, which fails for readers with low
 * vision.
 */
import type { ReactNode } from 'react';
import { Tag } from 'antd';

export type StatusTone = 'warning' | 'success' | 'error' | 'neutral';

const TONES: Record<StatusTone, { color: string; background: string; borderColor: string }> = {
  warning: { color: '#7a4100', background: '#fff7e0', borderColor: '#ffd666' },
  success: { color: '#135200', background: '#f0fae8', borderColor: '#95de64' },
  error: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  neutral: { color: 'rgba(0, 0, 0, 0.75)', background: '#f5f5f5', borderColor: '#d9d9d9' },
};

export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <Tag style={{ ...TONES[tone], marginInlineEnd: 0 }} variant="outlined">
      {children}
    </Tag>
  );
}
