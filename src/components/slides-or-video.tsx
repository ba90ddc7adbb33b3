/**
 * Slides or a video (a unit's or a project's "PPT or video preview", spec 001 §2): a switch when
 * there are both. The slides are the app's slide viewer unless the caller draws them itself
 * (a course's office preview).
 */
import { useState, type ReactNode } from 'react';
import { Segmented } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import { SlideDeckViewer } from './slide-deck-viewer';

type Medium = 'slides' | 'video';

export function SlidesOrVideo({
  slidesUrl,
  videoUrl,
  title,
  renderSlides,
}: {
  slidesUrl: string;
  videoUrl: string;
  /** what the slides and video are of */
  title: string;
  renderSlides?: () => ReactNode;
}) {
  const t = useT();
  const media: Medium[] = [...(slidesUrl ? (['slides'] as const) : []), ...(videoUrl ? (['video'] as const) : [])];
  const [chosen, setChosen] = useState<Medium>(media[0] ?? 'slides');
  const shown = media.includes(chosen) ? chosen : media[0];
  if (!shown) return <p>{t('content.media.none')}</p>;
  return (
    <>
      {media.length > 1 && (
        <Segmented<Medium>
          className="tc-media-switch"
          value={shown}
          onChange={setChosen}
          options={media.map((m) => ({ value: m, label: t(m === 'slides' ? 'content.media.slides' : 'content.media.video') }))}
        />
      )}
      {shown === 'slides' && (renderSlides ? renderSlides() : <SlideDeckViewer url={slidesUrl} label={title} />)}
      {shown === 'video' && <video className="tc-video" src={videoUrl} controls preload="metadata" aria-label={t('content.media.videoLabel', { title })} />}
    </>
  );
}
