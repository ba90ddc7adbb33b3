import './touch-targets.css';

/**
 * The class of a page box whose controls are finger-sized on tablets and phones: at least 40 px
 * tall up to 1024 px wide or with a coarse pointer (touch-targets.css).
 */
export const TOUCH_TARGETS = 'tc-touch';
