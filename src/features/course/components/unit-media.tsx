/**
 * A unit's slides or video (spec 001 §2 "PPT or video preview per unit"): a switch when the unit
 * has both, the office preview for courses whose slides are served that way (for signed-in
 * readers; a signed-out visitor's preview shows the deck itself), the materials
 * download when the unit allows it (is_down) and, on signed-in pages, the slides full screen.
 */
import { Button } from 'antd';
import { DownloadOutlined, ExpandOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { SlidesOrVideo } from '@/components/slides-or-video';
import { useT } from '@/lib/i18n/i18n';
import { getToken } from '@/lib/session';
import type { UnitDetail } from '@/types/content';
import { OfficePreview } from './office-preview';

export function UnitMedia({ detail, fullScreenLink }: { detail: UnitDetail; /** the /coursePPT page, on signed-in pages */ fullScreenLink?: string }) {
  const t = useT();
  const navigate = useNavigate();
  // The office viewer's tokens are a signed-in reader's (GET /api/v1/get_token_info/). A visitor's
  // preview (/coursePreview, public) shows the unit's deck that the public unit detail answers.
  const officeSlides = detail.is_aliyun_ppt && getToken() !== null;
  return (
    <section className="tc-course-section" aria-labelledby="tc-media-title">
      <div className="tc-course-section__head">
        <h2 id="tc-media-title">{t('course.section.media')}</h2>
        <div className="tc-course-head__actions">
          {detail.ppt_furl && fullScreenLink && (
            <Button icon={<ExpandOutlined aria-hidden />} onClick={() => navigate(fullScreenLink)}>
              {t('course.media.fullscreen')}
            </Button>
          )}
          {detail.is_down && detail.download_url && (
            <Button icon={<DownloadOutlined aria-hidden />} href={detail.download_url} download>
              {t('course.media.download')}
            </Button>
          )}
        </div>
      </div>
      <SlidesOrVideo
        slidesUrl={detail.ppt_furl}
        videoUrl={detail.previewvideo}
        title={detail.title}
        renderSlides={officeSlides ? () => <OfficePreview courseId={detail.course_id} unitId={detail.unit_id} title={detail.title} /> : undefined}
      />
    </section>
  );
}
