import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { AppNoticesProvider } from './app-notices';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { render, signIn } from '@/test/render';
import { ApiError } from './api-error';
import { activeLocale, I18nProvider } from './i18n/i18n';
import { commonEnUS } from './i18n/common.en-US';
import { commonZhCN } from './i18n/common.zh-CN';
import { checkSensitive, joinForCheck, useSensitiveGuard } from './sensitive-check';

type Guard = ReturnType<typeof useSensitiveGuard>;

function renderGuard(): { guard: () => Guard } {
  let guard: Guard | null = null;
  function Probe() {
    guard = useSensitiveGuard();
    return null;
  }
  render(
    <I18nProvider catalogue={{ 'en-US': commonEnUS, 'zh-CN': commonZhCN }} initialLocale="en-US">
      <AppNoticesProvider>
        <Probe />
      </AppNoticesProvider>
    </I18nProvider>,
  );
  return { guard: () => guard! };
}

describe('checkSensitive', () => {
  it('asks POST /check and returns pass and msg', async () => {
    await signIn('teacher');
    await expect(checkSensitive('A lovely robot')).resolves.toEqual({ pass: true, msg: '' });
    const flagged = await checkSensitive('you IDIOT');
    expect(flagged.pass).toBe(false);
    // in the active locale's language (Accept-Language)
    expect(flagged.msg).toMatch(activeLocale() === 'zh-CN' ? /不文明/ : /civility/);
  });

  it('joins the texts of a form one per line, dropping blanks', () => {
    expect(joinForCheck([' Title ', '', null, undefined, 'Body'])).toBe('Title\nBody');
  });
});

describe('useSensitiveGuard', () => {
  it('lets clean text through without a warning', async () => {
    await signIn('teacher');
    const { guard } = renderGuard();
    let ok = false;
    await act(async () => {
      ok = await guard()(['My first game', 'It jumps and scores points']);
    });
    expect(ok).toBe(true);
    expect(screen.queryByText(/not in line with civility/)).not.toBeInTheDocument();
  });

  it('blocks flagged text and shows the warning until it is dismissed', async () => {
    await signIn('teacher');
    const { guard } = renderGuard();
    let ok = true;
    await act(async () => {
      ok = await guard()(['Fine title', 'what a loser']);
    });
    expect(ok).toBe(false);
    const warning = await screen.findByText(
      'The text contains content not in line with civility. Please revise it; until then others cannot see it.',
    );
    // duration 0: still there a while later, with a close button
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(warning).toBeInTheDocument();
    const notice = warning.closest('.ant-notification-notice') as HTMLElement;
    expect(within(notice).getByRole('button', { name: /close/i })).toBeInTheDocument();
  });

  it('rejects with the ApiError when the check itself fails', async () => {
    await signIn('teacher');
    server.use(http.post('*/check', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const { guard } = renderGuard();
    await expect(guard()(['anything'])).rejects.toBeInstanceOf(ApiError);
  });
});
