/**
 * A unit's slides or video (spec 001 §2 "PPT or video preview per unit"): a switch when the unit
 * has both, the office preview for courses whose slides are served that way, the materials
 * download when the unit allows it (is_down) and, on signed-in pages, the slides full screen.
 */
import { useState } from 'react';
import { Button, Segmented } from 'antd';
import { DownloadOutlined, ExpandOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { SlideDeckViewer } from '@/components/slide-deck-viewer';
import { useT } from '@/lib/i18n/i18n';
import type { UnitDetail } from '@/types/content';
import { OfficePreview } from './office-preview';

type Medium = 'slides' | 'video';

export function UnitMedia({ detail, fullScreenLink }: { detail: UnitDetail; /** the /coursePPT page, on signed-in pages */ fullScreenLink?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const media: Medium[] = [...(detail.ppt_furl ? (['slides'] as const) : []), ...(detail.previewvideo ? (['video'] as const) : [])];
  const [chosen, setChosen] = useState<Medium>(media[0] ?? 'slides');
  const shown = media.includes(chosen) ? chosen : media[0];

  return (
    <section className="tc-course-section" aria-labelledby="tc-media-title">
      <div className="tc-course-section__head">
        <h2 id="tc-media-title">{t('course.section.media')}</h2>
        <div className="tc-course-head__actions">
          {shown === 'slides' && fullScreenLink && (
            <Button icon={<ExpandOutlined />} onClick={() => navigate(fullScreenLink)}>
              {t('course.media.fullscreen')}
            </Button>
          )}
          {detail.is_down && detail.download_url && (
            <Button icon={<DownloadOutlined />} href={detail.download_url} download>
              {t('course.media.download')}
            </Button>
          )}
        </div>
      </div>
      {media.length > 1 && (
        <Segmented<Medium>
          className="tc-media-switch"
          value={shown}
          onChange={setChosen}
          options={media.map((m) => ({ value: m, label: t(m === 'slides' ? 'course.media.slides' : 'course.media.video') }))}
        />
      )}
      {!shown && <p>{t('course.media.none')}</p>}
      {shown === 'slides' &&
        (detail.is_aliyun_ppt ? (
          <OfficePreview courseId={detail.course_id} unitId={detail.unit_id} title={detail.title} />
        ) : (
          <SlideDeckViewer url={detail.ppt_furl} label={detail.title} />
        ))}
      {shown === 'video' && (
        <video className="tc-video" src={detail.previewvideo} controls preload="metadata" aria-label={t('course.media.videoLabel', { title: detail.title })} />
      )}
    </section>
  );
}
