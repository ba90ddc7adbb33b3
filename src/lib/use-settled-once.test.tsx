import { renderHook } from '@testing-library/react';
import { useSettledOnce } from './use-settled-once';

describe('useSettledOnce', () => {
  it('is false while first pending, then stays true when the input is pending again', () => {
    const { result, rerender } = renderHook(({ pending }) => useSettledOnce(pending), { initialProps: { pending: true } });
    expect(result.current).toBe(false);
    rerender({ pending: false });
    expect(result.current).toBe(true);
    rerender({ pending: true });
    expect(result.current).toBe(true);
  });

  it('is true at once when nothing is pending', () => {
    const { result } = renderHook(() => useSettledOnce(false));
    expect(result.current).toBe(true);
  });
});
