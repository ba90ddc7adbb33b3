/** Constants of the manage page (spec 001 §9). */

/** The search waits this long after typing stops. */
export const PLAN_SEARCH_DEBOUNCE_MS = 300;

/** The blank plan offered for download (a static document, like the demo world's plans). */
export const PLAN_TEMPLATE_URL = '/plans/teaching-plan-template.docx';
export const PLAN_TEMPLATE_NAME = 'Teaching plan template.docx';
