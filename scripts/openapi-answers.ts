/**
 * The answer schemas of the list and detail calls in docs/openapi.json: which type of src/types a
 * call answers with, as itself (`detail`) or in a page (`paged`: `{results, count}`, src/types/api.ts
 * Paged). A sample of each, from the mock, is validated against its schema (scripts/openapi.test.ts),
 * with the path parameters given here. Other calls are documented with a generic JSON answer.
 */
export interface AnswerShape {
  type: string;
  shape: 'detail' | 'paged';
  /** who asks for the sample, and the path parameters (demo world) */
  sample: { as: string; params?: Record<string, string>; query?: Record<string, string> };
}

export const ANSWERS: Readonly<Record<string, AnswerShape>> = {
  'get /api/v1/users/me/': { type: 'User', shape: 'detail', sample: { as: 'teacher' } },
  'get /api/v1/profiles/unread_count/': { type: 'UnreadCount', shape: 'detail', sample: { as: 'teacher' } },
  'get /api/v1/profiles/notifications/': { type: 'Notification', shape: 'paged', sample: { as: 'teacher' } },
  'get /api/v1/profiles/favorites/': { type: 'Favorite', shape: 'paged', sample: { as: 'teacher' } },
  'get /api/v1/profiles/learn_history/': { type: 'LearningHistory', shape: 'paged', sample: { as: 'student' } },
  'get /api/v1/profiles/projects/': { type: 'LmsProject', shape: 'paged', sample: { as: 'teacher' } },
  'get /api/v1/studios/follows_v2/': { type: 'FollowedStudio', shape: 'paged', sample: { as: 'teacher' } },
  'get /api/v1/users/me/studios/': { type: 'Studio', shape: 'paged', sample: { as: 'teacher' } },
  'get /api/v1/studios/': { type: 'Studio', shape: 'paged', sample: { as: 'teacher' } },
  'get /api/v1/studios/{id}/': { type: 'Studio', shape: 'detail', sample: { as: 'teacher', params: { id: 'first-studio' } } },
  'get /api/v1/studios/{id}/projects/': { type: 'StudioWork', shape: 'paged', sample: { as: 'teacher', params: { id: 'first-studio' } } },
  'get /api/v1/studios/{id}/activities/': { type: 'StudioActivity', shape: 'paged', sample: { as: 'teacher', params: { id: 'first-studio' } } },
  'get /api/v1/studios/{id}/studiocurator/': { type: 'StudioMember', shape: 'paged', sample: { as: 'teacher', params: { id: 'first-studio' } } },
  'get /api/v1/teams/': { type: 'Team', shape: 'paged', sample: { as: 'teacher' } },
  'get /api/v1/teams/{team}/': { type: 'Team', shape: 'detail', sample: { as: 'teacher', params: { team: 'ABCDEF' } } },
  'get /api/v1/teaching_software/': { type: 'Software', shape: 'paged', sample: { as: 'teacher' } },
};
