/**
 * Some antd modules make React render again as soon as they mount, in the same task ("Cascading
 * Update" in React's performance track), although nothing they show changes. Each commit that
 * mounted them drew and committed part of the page a second time, in a signed-in load's longest
 * task (issue 31). This plugin rewrites them so that such a mount settles without a render.
 *
 * - @rc-component/motion's `useStatus` (every antd CSSMotion: the loading icon of each button
 *   without an icon, badges, alerts, the upload list...) set two states in a layout effect as it
 *   mounted, whatever it showed: the visibility it starts with (undefined → the value it rendered
 *   with) and a forced update to the status it already has (25–50 ms of that task at a phone's
 *   speed). Rewritten, a mount that starts no motion keeps the visibility it mounted with in a
 *   ref, read where the state would have been read (what it renders, and the effect that reports
 *   `onVisibleChanged`), and does not force the status it has. A mount that starts a motion
 *   (appear, leave at once), and every later change of visibility, run the library's code as
 *   before. What the hook returns and when `onVisibleChanged` is called are the same
 *   (scripts/quiet-mounts.test.ts runs both).
 * - antd's Pagination (the catalogue's, every table's) follows the window's breakpoints to draw
 *   itself small on a phone when it is `responsive`, and only then; but it asked to be rendered
 *   again on every breakpoint report, the first one as it mounts, responsive or not. Rewritten,
 *   it follows them when it is responsive.
 * - antd's Row (every Form.Item is one, on the sign-in page too) follows the breakpoints for a
 *   gutter, an align or a justify given per breakpoint, and only then; it too asked to be
 *   rendered again on every report, the first one as it mounts. Rewritten, it follows them when
 *   one of those is given per breakpoint.
 * - @rc-component/trigger (every Select, Dropdown, Tooltip and Popover) keeps the element it wraps
 *   in a state, set from that element's ref as it mounts: a render of every trigger, and of what
 *   it wraps, inside React's commit, which then also ran every effect of the page in that same
 *   task (React flushes them before a render it must do at once: 70-100 ms of a signed-in load's
 *   longest task at a phone's speed). Rewritten, a closed trigger keeps the element in a ref and
 *   reads it from there: no trigger needs its element before it opens, and opening renders it
 *   (with that element). An open trigger, or one that has had its element in the state, sets the
 *   state as published. Its alignment hook also asked for a render as it mounted, to mark as
 *   not ready an alignment that was not ready yet: rewritten, that asks for nothing.
 *
 * The build fails if the library's code is not as expected (an update of the library). Vite's
 * dev server pre-bundles dependencies without this transform: there they run as published.
 */
import type { Plugin } from 'vite';

/** [as published, as rewritten]: each must occur once. */
type Edits = [string, string][];

const MOTION_EDITS: Edits = [
  [
    'const [asyncVisible, setAsyncVisible] = React.useState();\n',
    'const [asyncVisible, setAsyncVisible] = React.useState();\n  // The visibility a mount settled with, without a render (scripts/quiet-mounts.ts).\n  const mountVisibleRef = useRef(undefined);\n',
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

const PAGINATION_EDITS: Edits = [['useBreakpoint(responsive);', 'useBreakpoint(!!responsive);']];

const ROW_EDITS: Edits = [
  [
    'const screens = useBreakpoint(true, null);',
    'const screens = useBreakpoint([align, justify, ...(Array.isArray(gutter) ? gutter : [gutter])].some(isPlainObject), null);',
  ],
];

function rewrite(code: string, edits: Edits, what: string): string {
  let out = code;
  for (const [from, to] of edits) {
    if (out.split(from).length !== 2) throw new Error(`${what}: not as expected at ${JSON.stringify(from.trim().split('\n')[0])} (scripts/quiet-mounts.ts)`);
    out = out.replace(from, () => to);
  }
  return out;
}

/** The motion hook's module with a mount that starts no motion settling without a render. */
export const quietMountIn = (code: string): string => rewrite(code, MOTION_EDITS, '@rc-component/motion useStatus.js');

/** antd's Pagination following the breakpoints only when it is responsive. */
export const quietPaginationIn = (code: string): string => rewrite(code, PAGINATION_EDITS, 'antd pagination/Pagination.js');

/** antd's Row following the breakpoints only when something of it is given per breakpoint. */
export const quietRowIn = (code: string): string => rewrite(code, ROW_EDITS, 'antd grid/row.js');

const TRIGGER_EDITS: Edits = [
  [
    '    const [targetEle, setTargetEle] = React.useState(null);\n',
    `    const [stateTargetEle, setTargetEle] = React.useState(null);
    // The element a closed trigger mounted on, known without a render (scripts/quiet-mounts.ts).
    const quietTargetRef = React.useRef(null);
    const targetEle = stateTargetEle ?? quietTargetRef.current;
`,
  ],
  [
    `      if (isDOM(domNode) && targetEle !== domNode) {
        setTargetEle(domNode);
        externalForwardRef.current = domNode;
      }`,
    `      if (isDOM(domNode) && targetEle !== domNode) {
        if (mergedOpen || stateTargetEle) {
          setTargetEle(domNode);
        } else {
          quietTargetRef.current = domNode;
        }
        externalForwardRef.current = domNode;
      }`,
  ],
  // Read when an event comes, maybe before any render after the mount.
  ['      const childDOM = targetEle;\n', '      const childDOM = targetEle ?? quietTargetRef.current;\n'],
  ['      popup,\n      target: targetEle,\n      delay,\n', '      popup,\n      target: targetEle ?? quietTargetRef.current,\n      delay,\n'],
];

const ALIGN_EDITS: Edits = [
  [
    `    setOffsetInfo(ori => ({
      ...ori,
      ready: false
    }));`,
    `    setOffsetInfo(ori => ori.ready ? {
      ...ori,
      ready: false
    } : ori);`,
  ],
];

/** rc-trigger (every Select, Dropdown, Tooltip, Popover) knowing its element without a render while it is closed. */
export const quietTriggerIn = (code: string): string => rewrite(code, TRIGGER_EDITS, '@rc-component/trigger index.js');

/** rc-trigger's alignment not asking for a render to mark as not ready what is not ready. */
export const quietAlignIn = (code: string): string => rewrite(code, ALIGN_EDITS, '@rc-component/trigger hooks/useAlign.js');

/** Each module the plugin rewrites, and how. */
const REWRITES: [module: RegExp, rewriteIn: (code: string) => string][] = [
  [/@rc-component[\\/]trigger[\\/]es[\\/]index\.js$/, quietTriggerIn],
  [/@rc-component[\\/]trigger[\\/]es[\\/]hooks[\\/]useAlign\.js$/, quietAlignIn],
  [/@rc-component[\\/]motion[\\/]es[\\/]hooks[\\/]useStatus\.js$/, quietMountIn],
  [/antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/, quietPaginationIn],
  [/antd[\\/]es[\\/]grid[\\/]row\.js$/, quietRowIn],
];

export function quietMounts(): Plugin {
  return {
    name: 'quiet-mounts',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      const rewriteIn = REWRITES.find(([module]) => module.test(file))?.[1];
      return rewriteIn ? { code: rewriteIn(code), map: null } : null;
    },
  };
}
