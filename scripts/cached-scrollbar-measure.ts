/**
 * @rc-component/util's `getTargetScrollBarSize` (antd's table as it mounts, the scroll lock of
 * its dialogs and drawers) measures with a probe and a stylesheet put into the page and taken
 * out again, every time. This plugin makes it go through src/lib/scrollbar-measure.ts, which
 * measures once per kind of scrollbar (issue 31). The build fails if the library's function is
 * not written as expected (an update of the library), rather than measure as before unnoticed.
 */
import type { Plugin } from 'vite';

const SCROLLBAR_SIZE_MODULE = /@rc-component[\\/]util[\\/]es[\\/]getScrollBarSize\.js$/;
const CALL = 'return measureScrollbarSize(target);';

/** The library module's code with its measurement going through `measureOncePerStyle` of `helper`. */
export function measureOncePerStyleIn(code: string, helper: string): string {
  if (code.split(CALL).length !== 2) throw new Error('@rc-component/util getScrollBarSize.js: getTargetScrollBarSize is not as expected (scripts/cached-scrollbar-measure.ts)');
  const replaced = code.replace(CALL, 'return __tcMeasureOncePerStyle(target, measureScrollbarSize);');
  return `import { measureOncePerStyle as __tcMeasureOncePerStyle } from ${JSON.stringify(helper)};\n${replaced}`;
}

export function cachedScrollbarMeasure(helper: string): Plugin {
  return {
    name: 'cached-scrollbar-measure',
    enforce: 'pre',
    transform(code, id) {
      if (!SCROLLBAR_SIZE_MODULE.test(id.split('?')[0])) return null;
      return { code: measureOncePerStyleIn(code, helper), map: null };
    },
  };
}
