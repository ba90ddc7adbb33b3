/**
 * Query keys of the user's campus list (GET /api/v2/user/{id}/campus/). In lib/ because two
 * areas touch that cache: the campus switcher reads it, and the notification centre refreshes
 * it after a campus invitation is answered (features do not import each other).
 */
export const campusKeys = {
  all: ['campus'] as const,
  list: (userId: number) => [...campusKeys.all, 'list', userId] as const,
};
