/**
 * /project (the explore page) against the mock API: until the list answers, its placeholder cards
 * alone hold the place; the filters and the results bar appear with the results, so nothing
 * already drawn is pushed down (issue 31: layout shifts).
 */
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';
import { holdAnswer } from '@/test/held-answer';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };

describe('explore page', () => {
  it('shows the filters and the count with the results, not above the placeholder cards', { timeout: T }, async () => {
    const answer = holdAnswer('*/api/v1/courseprojects/');
    await signIn('teacher');
    renderApp('/project');

    const loading = await screen.findByRole('status', { name: /^Loading/ }, FIRST);
    expect(within(loading).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Filter projects' })).toBeNull();
    expect(screen.queryByText('Project type')).toBeNull();
    expect(document.querySelector('.tc-results-bar')).toBeNull();

    answer();
    expect(await screen.findByText(/^\d+ projects$/, {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('Project type')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /^Loading/ })).toBeNull();
  });
});
