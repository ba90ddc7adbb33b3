/**
 * Every address outside this app in ONE place: the creation and practice platforms, the works
 * community, competitions, support and the filing (ICP) record. The values below are
 * placeholders on the product's example domain; a deployment changes them here (and only here)
 * before building. Nothing else in src/ may hard-code an external address.
 */

export const EXTERNAL_LINKS = {
  /** Creation platforms of the header (spec 000 §1). */
  creation: {
    visualProgramming: 'https://create.teachingcloud.example/visual/',
    hardwareProgramming: 'https://create.teachingcloud.example/hardware/',
    aiApps: 'https://ai.teachingcloud.example/apps/',
    cpp: 'https://create.teachingcloud.example/cpp/',
    /** Shown only when the organisation has snap_platform 2. */
    blockPlatform: 'https://blocks.teachingcloud.example/',
  },
  /** Practice platforms. The exam and the judge receive an encrypted hand-off text. */
  practice: {
    /** The objective-question exam: the encrypted text goes in the hash (#…). */
    objectiveExam: 'https://exam.teachingcloud.example/',
    /** The programming-question judge: the encrypted text goes in the `token` query parameter. */
    programmingJudge: 'https://oj.teachingcloud.example/',
    typingPractice: 'https://typing.teachingcloud.example/',
  },
  /** The open works community where shared works are published. */
  worksCommunity: 'https://community.teachingcloud.example/',
  /** Competitions (students only). */
  competitions: 'https://contest.teachingcloud.example/',
  support: {
    /** "Contact us" of the footer. */
    contactPage: 'https://www.teachingcloud.example/contact/',
    email: 'support@teachingcloud.example',
    /** The sales line of limit-reached and service-expired messages ({phone}). */
    salesPhone: '400-000-0000',
  },
  /**
   * The account host of the third-party authorize and bind calls (spec 001 §7 "{account host}").
   * Empty: the API's own host (so the mock API answers them in mock mode).
   */
  accountHost: import.meta.env.VITE_ACCOUNT_HOST ?? '',
  /** The website filing (ICP) number of the footer and the registry it links to. */
  filing: {
    number: '京ICP备00000000号-1',
    url: 'https://beian.miit.gov.cn/',
  },
} as const;

/** The objective-question exam with the encrypted hand-off text in the hash. */
export function objectiveExamUrl(encryptText: string): string {
  return `${EXTERNAL_LINKS.practice.objectiveExam}#${encodeURIComponent(encryptText)}`;
}

/** The programming-question judge with the encrypted hand-off text as `token`. */
export function programmingJudgeUrl(encryptText: string): string {
  const url = new URL(EXTERNAL_LINKS.practice.programmingJudge);
  url.searchParams.set('token', encryptText);
  return url.toString();
}

/** A project on the works community, at one of its comments when `commentId` is given (#comments-{id}). */
export function communityProjectUrl(projectId: number, commentId?: number | null): string {
  const url = `${EXTERNAL_LINKS.worksCommunity}project/${projectId}/`;
  return commentId ? `${url}#comments-${commentId}` : url;
}

/** A user's page on the works community: the works they shared (another user's Works, View All). */
export function communityUserUrl(username: string): string {
  return `${EXTERNAL_LINKS.worksCommunity}users/${encodeURIComponent(username)}/`;
}

/** The platform a project was made on: the creation platform (scratch) or the block-based one (snap). */
function platformBase(platform: 'scratch' | 'snap'): string {
  return platform === 'snap' ? EXTERNAL_LINKS.creation.blockPlatform : EXTERNAL_LINKS.creation.visualProgramming;
}

/** A project opened on its platform, to look at and run it. */
export function projectPlatformUrl(projectId: number, platform: 'scratch' | 'snap'): string {
  return `${platformBase(platform)}projects/${projectId}/`;
}

/** A project opened in its platform's editor. */
export function projectEditorUrl(projectId: number, platform: 'scratch' | 'snap'): string {
  return `${platformBase(platform)}#${projectId}`;
}
