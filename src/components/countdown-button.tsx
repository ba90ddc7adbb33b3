/**
 * A seconds countdown and the "get code" button that waits for it (spec 000 §4, §9: the SMS
 * resend countdown is 60 seconds). The caller owns the countdown through `useCountdown` and
 * starts it when the code has actually been sent (after the slider captcha passed), so the
 * button never counts down for a code that was not sent:
 *
 *   const countdown = useCountdown(SMS_RESEND_SECONDS);
 *   <CountdownButton countdown={countdown} disabled={!phoneValid} onClick={openCaptcha}>Get code</CountdownButton>
 *   // in the captcha's onPassed: countdown.start();
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useT } from '@/lib/i18n/i18n';

/** Spec 000 §9: SMS resend countdown. */
export const SMS_RESEND_SECONDS = 60;

export interface Countdown {
  /** whole seconds left; 0 when not running */
  remaining: number;
  running: boolean;
  /** (re)starts from the full number of seconds */
  start: () => void;
  /** stops without calling onEnd */
  stop: () => void;
}

export interface CountdownOptions {
  /** runs once when the countdown reaches 0 (not after stop) */
  onEnd?: () => void;
  /** start counting on mount (a success screen that moves on by itself) */
  autoStart?: boolean;
}

/**
 * Counts down from `seconds` once started. Measured against the clock rather than by counting
 * ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number = SMS_RESEND_SECONDS, options: CountdownOptions = {}): Countdown {
  const [deadline, setDeadline] = useState<number | null>(() => (options.autoStart ? Date.now() + seconds * 1000 : null));
  const [remaining, setRemaining] = useState(options.autoStart ? seconds : 0);
  const onEnd = useRef(options.onEnd);
  useEffect(() => {
    onEnd.current = options.onEnd;
  });

  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        setDeadline(null);
        onEnd.current?.();
      }
    };
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [deadline]);

  const start = useCallback(() => {
    setRemaining(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, [seconds]);
  const stop = useCallback(() => {
    setRemaining(0);
    setDeadline(null);
  }, []);

  return { remaining, running: deadline !== null, start, stop };
}

export interface CountdownButtonProps extends Omit<ButtonProps, 'children'> {
  countdown: Pick<Countdown, 'remaining' | 'running'>;
  children: ReactNode;
}

/** Disabled while the countdown runs, showing "{n}s before resend"; otherwise its own label. */
export function CountdownButton({ countdown, disabled, children, ...rest }: CountdownButtonProps) {
  const t = useT();
  return (
    <Button {...rest} disabled={disabled || countdown.running}>
      {countdown.running ? t('countdown.resendIn', { n: countdown.remaining }) : children}
    </Button>
  );
}
