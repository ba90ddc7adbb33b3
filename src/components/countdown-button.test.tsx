import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '@/test/render';
import { I18nProvider, type Catalogue } from '@/lib/i18n/i18n';
import { CountdownButton, SMS_RESEND_SECONDS, useCountdown } from './countdown-button';

const messages = { 'countdown.resendIn': '{n}s before resend' };
const catalogue: Catalogue = { 'en-US': messages, 'zh-CN': messages };

function GetCode({ disabled = false, onEnd }: { disabled?: boolean; onEnd?: () => void }) {
  const countdown = useCountdown(SMS_RESEND_SECONDS, { onEnd });
  return (
    <>
      <CountdownButton countdown={countdown} disabled={disabled} onClick={countdown.start}>
        Get code
      </CountdownButton>
      <button type="button" onClick={countdown.stop}>
        stop
      </button>
    </>
  );
}

function renderButton(props: { disabled?: boolean; onEnd?: () => void } = {}) {
  render(
    <I18nProvider catalogue={catalogue} initialLocale="en-US">
      <GetCode {...props} />
    </I18nProvider>,
  );
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('CountdownButton', { timeout: 60_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds once started, disabled with "{n}s before resend", then ends once', () => {
    const onEnd = vi.fn();
    renderButton({ onEnd });
    const button = screen.getByRole('button', { name: 'Get code' });
    expect(button).toBeEnabled();

    fireEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('60s before resend');
    tick(1000);
    expect(button).toHaveTextContent('59s before resend');
    tick(58_000);
    expect(button).toHaveTextContent('1s before resend');
    expect(onEnd).not.toHaveBeenCalled();
    tick(1000);
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Get code');
    expect(onEnd).toHaveBeenCalledTimes(1);
    tick(5000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('can start on mount (the success screens that move on by themselves)', () => {
    const onEnd = vi.fn();
    function AutoStart() {
      const countdown = useCountdown(3, { onEnd, autoStart: true });
      return <span>{countdown.remaining}</span>;
    }
    render(<AutoStart />);
    expect(screen.getByText('3')).toBeInTheDocument();
    tick(2000);
    expect(screen.getByText('1')).toBeInTheDocument();
    tick(1000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stays disabled when the caller disables it (an invalid phone)', () => {
    renderButton({ disabled: true });
    expect(screen.getByRole('button', { name: 'Get code' })).toBeDisabled();
  });

  it('stop ends the countdown without calling onEnd', () => {
    const onEnd = vi.fn();
    renderButton({ onEnd });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    tick(3000);
    fireEvent.click(screen.getByRole('button', { name: 'stop' }));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    tick(60_000);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
