/**
 * A click guard as a hook: the first click passes at once, clicks within `waitMs` of the previous
 * one are dropped (spec 002 §9: the wizard's buttons debounce 200 ms, other buttons 300 to 500 ms).
 */
import { useState } from 'react';
import { createClickGuard } from '@/lib/leading-debounce';

/** The wizard's buttons (spec 002 §9). */
export const WIZARD_DEBOUNCE_MS = 200;
/** Other buttons that send something (spec 002 §9: 300 to 500 ms). */
export const BUTTON_DEBOUNCE_MS = 300;

export function useClickGuard(waitMs: number): () => boolean {
  const [guard] = useState(() => createClickGuard(waitMs));
  return guard;
}
