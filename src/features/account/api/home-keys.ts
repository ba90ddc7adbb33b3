/**
 * Query keys of the home page's own calls (spec 000 §7 "Home page loads"). '' stands for the
 * viewer's own home, a username for someone else's. The favourites and learning-history lists
 * keep their own keys (favorites.ts, learn-history.ts).
 */
export const homeKeys = {
  all: ['home'] as const,
  user: (username: string) => [...homeKeys.all, 'user', username] as const,
  projects: (username: string) => [...homeKeys.all, 'projects', username] as const,
  portfolios: () => [...homeKeys.all, 'portfolios'] as const,
  teams: () => [...homeKeys.all, 'teams'] as const,
  achievement: (username: string) => [...homeKeys.all, 'achievement', username] as const,
  comments: (username: string, page: number) => [...homeKeys.all, 'comments', username, page] as const,
  commentData: (id: number) => [...homeKeys.all, 'comment-data', id] as const,
  dataStrip: (username: string) => [...homeKeys.all, 'data-strip', username] as const,
};
