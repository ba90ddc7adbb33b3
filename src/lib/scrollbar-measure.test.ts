import { forgetScrollbarMeasures, measureOncePerStyle } from './scrollbar-measure';

describe('measureOncePerStyle', () => {
  // jsdom has no styles of pseudo-elements: the element's inline scrollbar style stands for both.
  beforeEach(() => {
    vi.spyOn(window, 'getComputedStyle').mockImplementation((target: Element) => {
      const inline = (target as HTMLElement).style;
      return { scrollbarWidth: inline?.scrollbarWidth ?? '', scrollbarColor: inline?.scrollbarColor ?? '', width: '', height: '' } as unknown as CSSStyleDeclaration;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    forgetScrollbarMeasures();
    document.body.innerHTML = '';
  });

  function element(style = ''): HTMLElement {
    const div = document.createElement('div');
    div.setAttribute('style', style);
    document.body.appendChild(div);
    return div;
  }

  it('measures once for elements with the same scrollbar styles, and hands out copies', () => {
    const measure = vi.fn(() => ({ width: 15, height: 15 }));
    const first = measureOncePerStyle(element(), measure);
    first.width = 99;
    expect(measureOncePerStyle(element(), measure)).toEqual({ width: 15, height: 15 });
    expect(measureOncePerStyle(document.body, measure)).toEqual({ width: 15, height: 15 });
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it('remembers an element by its class and inline style across visits, without reading its styles', () => {
    const measure = vi.fn(() => ({ width: 15, height: 15 }));
    const table = () => {
      const div = element('overflow: auto');
      div.className = 'ant-table-body';
      return div;
    };
    measureOncePerStyle(table(), measure);
    expect(JSON.parse(localStorage.getItem('tc.scrollbar-sizes')!)).toEqual({ [`ant-table-body|overflow: auto|${window.devicePixelRatio}`]: { width: 15, height: 15 } });
    // another visit: the stored size, no style read, no measurement
    vi.resetModules();
    return import('./scrollbar-measure').then(({ measureOncePerStyle: again }) => {
      const styles = vi.mocked(window.getComputedStyle);
      styles.mockClear();
      expect(again(table(), measure)).toEqual({ width: 15, height: 15 });
      expect(styles).not.toHaveBeenCalled();
      expect(measure).toHaveBeenCalledTimes(1);
    });
  });

  it('measures when what was kept cannot be read', () => {
    localStorage.setItem('tc.scrollbar-sizes', '{"x": 1');
    const measure = vi.fn(() => ({ width: 12, height: 12 }));
    expect(measureOncePerStyle(element(), measure)).toEqual({ width: 12, height: 12 });
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it('measures again for another scrollbar style or another zoom', () => {
    const measure = vi.fn((target: Element) => ((target as HTMLElement).style.scrollbarWidth === 'thin' ? { width: 8, height: 8 } : { width: 15, height: 15 }));
    expect(measureOncePerStyle(element(), measure).width).toBe(15);
    expect(measureOncePerStyle(element('scrollbar-width: thin'), measure).width).toBe(8);
    expect(measure).toHaveBeenCalledTimes(2);
    const ratio = window.devicePixelRatio;
    Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
    try {
      measureOncePerStyle(element(), measure);
      expect(measure).toHaveBeenCalledTimes(3);
    } finally {
      Object.defineProperty(window, 'devicePixelRatio', { value: ratio, configurable: true });
    }
  });
});
