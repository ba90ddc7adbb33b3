/**
 * Whether the reader asked their system for less motion (`prefers-reduced-motion: reduce`): the
 * app then opens and closes its menus, lists and dialogs without animating them (antd's `motion`
 * token off) and draws its charts without their growing animation. A menu or list that is
 * already in place when it shows can also be chosen from at once: nothing under the pointer moves.
 */
const QUERY = '(prefers-reduced-motion: reduce)';

/** The setting as it is now. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches === true;
