/**
 * @rc-component/motion's `useStatus` (every antd CSSMotion: the loading icon of each button
 * without an icon, badges, alerts, the upload list...) sets two states in a layout effect as it
 * mounts, whatever it shows: the visibility it starts with (undefined → the value it rendered
 * with) and a forced update to the status it already has. State set in a layout effect makes
 * React render again at once, in the same task ("Cascading Update" in React's performance
 * track): each commit that mounts a button drew and committed part of the page a second time,
 * 25–50 ms of a signed-in load's longest task at a phone's speed (issue 31).
 *
 * This plugin rewrites the hook so that a mount that starts no motion settles without a render:
 * the visibility it mounted with is kept in a ref and read where the state would have been read
 * (what it renders, and the effect that reports `onVisibleChanged`), and the status is not forced
 * to the value it has. A mount that starts a motion (appear, leave at once), and every later
 * change of visibility, run the library's code as before. What the hook returns and when
 * `onVisibleChanged` is called are the same (scripts/quiet-motion-mount.test.ts runs both).
 *
 * The build fails if the library's code is not as expected (an update of the library). Vite's
 * dev server pre-bundles dependencies without this transform: there the hook runs as published.
 */
import type { Plugin } from 'vite';

const USE_STATUS_MODULE = /@rc-component[\\/]motion[\\/]es[\\/]hooks[\\/]useStatus\.js$/;

/** [as published, as rewritten]: each must occur once. */
const EDITS: [string, string][] = [
  [
    'const [asyncVisible, setAsyncVisible] = React.useState();\n',
    'const [asyncVisible, setAsyncVisible] = React.useState();\n  // The visibility a mount settled with, without a render (scripts/quiet-motion-mount.ts).\n  const mountVisibleRef = useRef(undefined);\n',
  ],
  [
    '    setAsyncVisible(visible);\n    const isMounted = mountedRef.current;\n    mountedRef.current = true;\n',
    '    const isMounted = mountedRef.current;\n    mountedRef.current = true;\n',
  ],
  [
    `    if (nextStatus && (supportMotion || nextEventHandlers[STEP_PREPARE])) {
      setStatus(nextStatus);
      startStep();
    } else {
      // Set back in case no motion but prev status has prepare step
      setStatus(STATUS_NONE);
    }
    visibleRef.current = visible;`,
    `    const starts = nextStatus && (supportMotion || nextEventHandlers[STEP_PREPARE]);
    if (isMounted || starts) {
      setAsyncVisible(visible);
    } else {
      mountVisibleRef.current = visible;
    }
    if (starts) {
      setStatus(nextStatus);
      startStep();
    } else if (isMounted || getStatus() !== STATUS_NONE) {
      // Set back in case no motion but prev status has prepare step
      setStatus(STATUS_NONE);
    }
    visibleRef.current = visible;`,
  ],
  [
    `  useEffect(() => {
    // [visible & motion not end] => [!visible & motion end] still need trigger onVisibleChanged
    if (asyncVisible) {
      firstMountChangeRef.current = true;
    }
    if (asyncVisible !== undefined && currentStatus === STATUS_NONE) {
      // Skip first render is invisible since it's nothing changed
      if (firstMountChangeRef.current || asyncVisible) {
        onVisibleChanged?.(asyncVisible);
      }
      firstMountChangeRef.current = true;
    }
  }, [asyncVisible, currentStatus]);`,
    `  useEffect(() => {
    const seenVisible = asyncVisible ?? mountVisibleRef.current;
    // [visible & motion not end] => [!visible & motion end] still need trigger onVisibleChanged
    if (seenVisible) {
      firstMountChangeRef.current = true;
    }
    if (seenVisible !== undefined && currentStatus === STATUS_NONE) {
      // Skip first render is invisible since it's nothing changed
      if (firstMountChangeRef.current || seenVisible) {
        onVisibleChanged?.(seenVisible);
      }
      firstMountChangeRef.current = true;
    }
  }, [asyncVisible, currentStatus]);`,
  ],
  ['return [getStatus, step, mergedStyle, asyncVisible ?? visible,', 'return [getStatus, step, mergedStyle, asyncVisible ?? mountVisibleRef.current ?? visible,'],
];

/** The hook's module with a mount that starts no motion settling without a render. */
export function quietMountIn(code: string): string {
  let out = code;
  for (const [from, to] of EDITS) {
    if (out.split(from).length !== 2) throw new Error(`@rc-component/motion useStatus.js: not as expected at ${JSON.stringify(from.trim().split('\n')[0])} (scripts/quiet-motion-mount.ts)`);
    out = out.replace(from, () => to);
  }
  return out;
}

export function quietMotionMount(): Plugin {
  return {
    name: 'quiet-motion-mount',
    enforce: 'pre',
    transform(code, id) {
      if (!USE_STATUS_MODULE.test(id.split('?')[0])) return null;
      return { code: quietMountIn(code), map: null };
    },
  };
}
