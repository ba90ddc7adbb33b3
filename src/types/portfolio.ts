/** Portfolios (studios, work collections): personal, team-linked and regional (spec 001 §3, 002 §3). */

export type StudioKind = 'personal' | 'team' | 'area';
export type StudioRole = 'owner' | 'manager' | 'curator' | 'visitor' | '';

export interface Studio {
  id: number;
  code: string;
  kind: StudioKind;
  title: string;
  description: string;
  cover: string;
  origin: string;
  role: StudioRole;
  org_id: number;
  org_name: string;
  team_code: string;
  team_name: string;
  team_cover: string;
  author_name: string;
  author_image: string;
  user_name: string;
  author_vip: boolean;
  num_student: number;
  stats: { num_project: number };
  is_touch: boolean;
  is_now_create: boolean;
  managers: string[];
  history: { created: string };
  created_at: string;
  follow_at: string | null;
  campus_id: number | null;
}

export interface StudioWork {
  id: number;
  title: string;
  image: string;
  platform: string;
  username: string;
  name: string;
  regional_username: string;
  avatar: string;
  author: { username: string; name: string; student_name: string; avatar_url: string };
}

export interface StudioMember {
  id: number;
  user_id: number;
  user_name: string;
  name: string;
  regional_username: string;
  avatar_url: string;
  project_num: number;
  created_at: string;
  role: 'owner' | 'manager' | 'curator';
}

export type ActivityVerb =
  | 'studio_project_add'
  | 'studio_project_update'
  | 'studio_bulk_add_project'
  | 'studio_project_delete'
  | 'studioactivity';

export interface StudioActivity {
  id: number;
  verb: ActivityVerb;
  actor_username: string;
  actor_nick: string;
  actor_regional_username: string;
  actor_avatar: string;
  tgt_name: string;
  /** comma-separated extra work names */
  tgt_content: string;
  obj_name: string;
  created_at: string;
}

export interface FollowedStudio {
  id: number;
  title: string;
  cover: string;
  author_name: string;
  user_name: string;
  num_project: number;
  follow_at: string;
}

/** Which portfolios a list call returns (GET /api/v1/studios/ ?scope=). */
export type StudioScope = 'mine' | 'org';

/** GET /api/v1/studios/{id}/follow/ */
export interface StudioFollowState {
  is_follow: boolean;
}

/** GET /api/v1/studios/{id}/studiocurator/roles/ */
export interface StudioRoleCounts {
  data: { role: StudioMember['role']; count: number }[];
}

/** GET /api/v1/studios/{id}/studiocurator/curator/ */
export interface StudioInvitedState {
  is_invited_user: boolean;
}

/** POST /api/v1/studios/{id}/projects/ answer */
export interface StudioWorksAdded {
  added: number;
  count: number;
}

/** GET /api/v1/studios/{id}/projects/all_project_ids/ */
export interface StudioWorkIds {
  id_list: number[];
}

/** POST /api/v1/studios/{id}/follow/: the caller now follows the portfolio. */
export interface StudioFollowAnswer extends StudioFollowState {
  detail: string;
}

/** POST /api/v1/studios/{id}/studiocurator/: invites a user (by username) to curate the portfolio. */
export interface StudioInvite {
  user_name: string;
}

/** The answer of the invitation: who was invited. */
export interface StudioInviteAnswer {
  user_name: string;
  invited: true;
}

/** PATCH|PUT /api/v1/studios/{id}/studiocurator/{cid}/: promotes a curator (manager) or makes a manager a curator again. */
export interface StudioRoleChange {
  role: 'manager' | 'curator';
}

/** The answer of POST /api/v1/studio/gallery/{id}/set/: the portfolio's new cover. */
export interface StudioCover {
  cover: string;
}

/** PATCH /api/v1/studios/{id}/: the title and description to change. */
export interface StudioUpdate {
  title?: string;
  description?: string;
}

/** PATCH /api/v1/lms/studios/{id}/: the portfolio has been visited (its first-visit guide is done). */
export interface StudioTouch {
  is_touch: boolean;
}

/** POST /api/v1/studios/{id}/projects/: the works to add. */
export interface StudioWorksAdd {
  project_ids: number[];
}

/** POST /api/v1/studios/{id}/studiocurator/curator/ (accepting an invitation): the regional page sends role curator, the personal one no body. */
export interface StudioAcceptance {
  role?: 'curator';
}
