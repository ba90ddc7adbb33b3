/**
 * The office preview of a unit's slides (spec 001 §7-§9): tokens from get_token_info, the viewer
 * framed at the answer's weboffice_url (in the demo, the app's own slide viewer), the access
 * token refreshed before its 1,920,000 ms run out and handed to the viewer. When the server or
 * the viewer says PermissionRevoked, a no-access picture shows; the preview restarts when a
 * child window (the slides reopened from here) reports closing.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Spin } from 'antd';
import { OFFICE_TOKEN_TIMEOUT_MS, refreshOfficeToken, useOfficeToken } from '@/api/courses';
import { useT } from '@/lib/i18n/i18n';
import { getToken } from '@/lib/session';
import type { OfficeTokenInfo } from '@/types/content';
import { postOfficeMessage, readOfficeMessage, PERMISSION_REVOKED } from '../utils/office-messages';
import { paths } from '@/lib/paths';

/** Refresh this long before the access token runs out. */
const REFRESH_AHEAD_MS = 60_000;

export function OfficePreview({ courseId, unitId, title }: { courseId: number; unitId: number; title: string }) {
  const t = useT();
  /** each (re)start asks for fresh tokens */
  const [attempt, setAttempt] = useState(0);
  const [revokedIn, setRevokedIn] = useState<number | null>(null);
  const [refreshed, setRefreshed] = useState<{ attempt: number; info: OfficeTokenInfo } | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // The tokens are for signed-in readers (GET /api/v1/get_token_info/); a visitor's preview shows the
  // deck itself (unit-media). Should a visitor get here, no call: a 401 would send them to /login.
  const signedIn = getToken() !== null;
  const tokens = useOfficeToken(unitId, attempt, signedIn);
  // Any refusal of the tokens shows the no-access picture (a network failure too, with the same way back).
  const revoked = !signedIn || tokens.isError || revokedIn === attempt;
  const info = refreshed?.attempt === attempt ? refreshed.info : tokens.data;

  // Refresh before the access token runs out; hand the new one to the viewer.
  useEffect(() => {
    if (!info || revoked) return undefined;
    const timer = setTimeout(() => {
      refreshOfficeToken(courseId, unitId, info.AccessToken).then(
        (next) => {
          postOfficeMessage(frame.current?.contentWindow, { type: 'tc-office:token', token: next.AccessToken });
          setRefreshed({ attempt, info: { ...next, weboffice_url: info.weboffice_url } });
        },
        () => setRevokedIn(attempt),
      );
    }, OFFICE_TOKEN_TIMEOUT_MS - REFRESH_AHEAD_MS);
    return () => clearTimeout(timer);
  }, [info, revoked, attempt, courseId, unitId]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readOfficeMessage(event);
      if (message?.type === 'tc-office:error' && message.reason === PERMISSION_REVOKED) setRevokedIn(attempt);
      if (message?.type === 'tc-office:child-closed' && revoked) setAttempt(attempt + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [attempt, revoked]);

  if (!revoked && !info) {
    return (
      <div className="tc-office" role="status">
        <div className="tc-office__revoked">
          <Spin />
          <span>{t('course.office.loading')}</span>
        </div>
      </div>
    );
  }
  if (revoked || !info) {
    return (
      <div className="tc-office">
        <div className="tc-office__revoked" role="alert">
          <img src="/illustrations/no-access.svg" alt={t('course.office.noAccessAlt')} width={160} height={120} />
          <strong>{t('course.office.revoked')}</strong>
          <span>{t('course.office.revokedHint')}</span>
          <Button type="primary" onClick={() => window.open(paths.coursePPT.href(courseId, unitId), '_blank')}>
            {t('course.office.reopen')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="tc-office">
      <iframe ref={frame} src={info.weboffice_url} title={t('course.office.frame', { title })} allow="fullscreen" />
    </div>
  );
}
