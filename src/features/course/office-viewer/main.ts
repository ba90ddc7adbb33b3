/** The demo's office viewer page (office-viewer.ts); vite.config.ts builds it on its own. */
import { detectLocale } from '@/lib/i18n/pick-locale';
import { getToken } from '@/lib/session';
import { startOfficeViewer } from './office-viewer';
import slidesCss from '@/components/slide-deck-viewer.css?inline';
import css from './office-viewer.css?inline';

const locale = detectLocale();
// The page's own element (vite.config.ts, OFFICE_VIEWER): nothing happens where it is missing.
const root = document.getElementById('viewer');
if (root) {
  document.documentElement.lang = locale;
  document.head.append(Object.assign(document.createElement('style'), { textContent: `${slidesCss}\n${css}` }));
  startOfficeViewer(root, {
    token: new URLSearchParams(window.location.search).get('AccessToken') ?? '',
    locale,
    session: getToken(),
    parent: window.parent === window ? null : window.parent,
  });
}
