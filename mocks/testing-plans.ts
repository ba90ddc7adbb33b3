/**
 * What the teaching-plan tests share (mock and component tests alike): the demo world's plan
 * documents as bytes, the answer a static server gives for public/plans/ (tests have no server
 * for the app's own files), and the plans a user sees, from the mock's rows.
 */
import { http, HttpResponse } from 'msw';
import { db } from './db/db';
import { PLAN_FILE_DIR } from './db/content-plans';

const DOCUMENTS = import.meta.glob<string>('/public/plans/*', { query: '?inline', import: 'default', eager: true });

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The bytes of public/plans/{slug}. */
export function planDocument(slug: string): Uint8Array<ArrayBuffer> {
  const dataUrl = DOCUMENTS[`/public${PLAN_FILE_DIR}${slug}`];
  if (!dataUrl) throw new Error(`no demo plan document ${slug}`);
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** GET /plans/* as the preview server answers it (an unknown name gets its index.html, as there). */
export const planDocumentHandler = http.get(`*${PLAN_FILE_DIR}:name`, ({ params }) => {
  const name = String(params.name);
  if (!DOCUMENTS[`/public${PLAN_FILE_DIR}${name}`]) return new HttpResponse('<!doctype html><title>app</title>', { headers: { 'content-type': 'text/html' } });
  return new HttpResponse(planDocument(name), { headers: { 'content-type': TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream' } });
});

/** The plans `username` sees, in the default order (newest first). */
export function plansOf(username: string) {
  const user = db.users.findOne('username', username)!;
  const org = user.selected_org_id;
  return db.teachPlans
    .all()
    .filter((p) => p.id === 0 || p.owner_id === user.id || (p.is_share && org !== null && p.org_id === org))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id);
}
