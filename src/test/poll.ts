/**
 * Waiting in the whole-page flows of the sign-up and password-reset tests, on a shared, slow
 * machine: poll with cheap queries (text, selectors) and a gentle interval, so polling does not
 * starve the mock server of time. Each file sets the longer wait (`configure`) itself.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export const POLL = { interval: 300 };

export const findText = (text: string | RegExp) => screen.findByText(text, {}, POLL);

export const until = (check: () => void, timeout?: number) => waitFor(check, { ...POLL, ...(timeout ? { timeout } : {}) });

/**
 * Waits until the text is on the page, found and checked at the same moment: a field's message
 * that validates again (a confirmation, with the password it depends on) is drawn again as a new
 * element, so an element found first and checked a moment later may already have been replaced.
 */
export const shown = (text: string | RegExp) => until(() => expect(screen.getByText(text)).toBeInTheDocument());
