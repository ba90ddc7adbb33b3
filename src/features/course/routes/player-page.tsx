/**
 * /playerPage?vid= (spec 002 §2 public routes, §7 vod_sign; no header or footer): asks for the
 * video's signature, then plays it with a quality switch. Switching keeps the position and says
 * "switching…" then "switched"; a failed signature says so, with a retry.
 */
import { useRef, useState } from 'react';
import { Button, Result, Segmented, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { useVideoSignature } from '../api/vod';
import { readSignature } from '../utils/vod';
import '@/components/content-layout.css';
import '../components/course.css';

const QUALITY_NOTICE = 'player-quality';

export default function PlayerPage() {
  const t = useT();
  const { message } = useAppNotices();
  const vid = (useSearchParams()[0].get('vid') ?? '').trim();
  const signature = useVideoSignature(vid);
  const info = signature.data ? readSignature(signature.data.signature) : null;
  const [definition, setDefinition] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  /** where to pick up after a switch: the position and whether it was playing */
  const resume = useRef<{ time: number; playing: boolean; label: string } | null>(null);
  usePageTitle(info?.title ?? t('course.player.title'));

  if (!vid) return <Result className="tc-success" status="warning" title={t('course.player.noVideo')} />;
  if (signature.isPending) {
    return (
      <div className="tc-player" role="status">
        <Spin description={t('course.player.loading')}>
          <div style={{ width: 200, height: 80 }} />
        </Spin>
      </div>
    );
  }
  if (signature.isError || !info) {
    return (
      <Result
        className="tc-success"
        status="error"
        title={t('course.player.signFailed')}
        extra={
          <Button type="primary" onClick={() => void signature.refetch()} loading={signature.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  const current = info.streams.find((s) => s.definition === definition) ?? info.streams[0];
  const switchTo = (next: string) => {
    const stream = info.streams.find((s) => s.definition === next);
    const element = video.current;
    if (!stream || stream === current) return;
    resume.current = { time: element?.currentTime ?? 0, playing: element ? !element.paused : false, label: stream.label };
    message.open({ key: QUALITY_NOTICE, type: 'loading', content: t('course.player.switching', { quality: stream.label }), duration: 0 });
    setDefinition(next);
  };
  const onLoaded = () => {
    const element = video.current;
    const pending = resume.current;
    if (!element || !pending) return;
    resume.current = null;
    element.currentTime = pending.time;
    if (pending.playing) void element.play().catch(() => undefined);
    message.open({ key: QUALITY_NOTICE, type: 'success', content: t('course.player.switched', { quality: pending.label }), duration: 2 });
  };
  /** a stream that does not load: the switching notice must not spin on */
  const onError = () => {
    resume.current = null;
    message.open({ key: QUALITY_NOTICE, type: 'error', content: t('course.player.loadFailed'), duration: 3 });
  };

  return (
    <div className="tc-player">
      <div className="tc-player__box">
        <h1>{info.title}</h1>
        <video ref={video} className="tc-video" src={current.url} controls autoPlay muted playsInline preload="auto" poster="/media/lesson-poster.jpg" onLoadedMetadata={onLoaded} onError={onError} aria-label={info.title} />
        <div className="tc-player__bar">
          <span id="tc-quality-label">{t('course.player.quality')}</span>
          <Segmented
            aria-labelledby="tc-quality-label"
            value={current.definition}
            onChange={(value) => switchTo(String(value))}
            options={info.streams.map((s) => ({ value: s.definition, label: `${s.definition} · ${s.label}` }))}
          />
        </div>
      </div>
    </div>
  );
}
