/**
 * Query keys of the home page's own calls (its comments). Everything else a home shows lives in
 * the shared resources of src/api/ (users, projects, studios, teams, favourites, history).
 */
export const homeKeys = {
  all: ['home'] as const,
  comments: (username: string, page: number) => [...homeKeys.all, 'comments', username, page] as const,
  commentData: (id: number) => [...homeKeys.all, 'comment-data', id] as const,
};
