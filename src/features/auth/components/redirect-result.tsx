/**
 * The success screen of registration and password reset (spec 000 §2, §9): a confirmation that
 * moves on by itself after 3 seconds, with a button to go at once.
 */
import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useCountdown } from '@/components/countdown-button';

/** Spec 000 §9: registration and reset redirect after 3 seconds. */
export const SUCCESS_REDIRECT_SECONDS = 3;

export function RedirectResult({
  title,
  countdownText,
  goLabel,
  onGo,
}: {
  title: ReactNode;
  /** the "in {n} seconds" line for the seconds left */
  countdownText: (seconds: number) => ReactNode;
  goLabel: ReactNode;
  onGo: () => void;
}) {
  const countdown = useCountdown(SUCCESS_REDIRECT_SECONDS, { onEnd: onGo, autoStart: true });

  return (
    <Result
      status="success"
      title={title}
      subTitle={<span aria-live="polite">{countdownText(countdown.remaining)}</span>}
      extra={
        <Button type="primary" onClick={onGo}>
          {goLabel}
        </Button>
      }
    />
  );
}
