/**
 * The head of a portfolio's page (spec 001 §2, §4, §6; 002 §2.4): the cover (owners and managers
 * change it), the title and description with inline editing (owners and managers), who runs it,
 * its team and counts, follow with the count, the link to all activity and the delete button
 * (the owner; on personal and team-linked ones also a manager who is a teacher), which returns
 * to the list one second after the deletion.
 */
import { Suspense, useEffect, useRef } from 'react';
import { preloadable } from '@/lib/preloadable';
import { Button, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { useUpdateStudio } from '@/api/studios';
import { StatusTag } from '@/components/status-tag';
import { useAppNotices } from '@/lib/app-notices';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import { PORTFOLIO_LIST_PATHS } from '@/lib/paths';
import { checkCoverFile } from '@/lib/validators/files';
import type { Studio } from '@/types/portfolio';
import type { User } from '@/types/user';
import { canDeletePortfolio, canEditPortfolioInfo } from '../utils/permissions';
import { DELETE_REDIRECT_MS, TEXT_RULES } from '../utils/portfolio-kind';
import { FollowButton } from './follow-button';
import { InlineText } from './inline-text';
import { PortfolioCover } from './portfolio-table';
import { RoleLabel } from './role-label';
import { useDeletePortfolio } from './use-delete-portfolio';
import { paths } from '@/lib/paths';

// The cover picker (antd's Upload) is for owners and managers only: it loads for them.
const ImagePicker = preloadable(() => import('@/components/image-picker').then((m) => ({ default: m.ImagePicker })));

export function PortfolioHeader({ studio, viewer }: { studio: Studio; viewer: User }) {
  const t = useT();
  const navigate = useNavigate();
  const { message } = useAppNotices();
  const update = useUpdateStudio(studio.id);
  const confirmDelete = useDeletePortfolio();
  const editable = canEditPortfolioInfo(studio.role);
  const rules = TEXT_RULES[studio.kind];
  // The return to the list a second after a deletion is this page's: a reader who has gone
  // elsewhere meanwhile stays there.
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  async function changeCover(file: File) {
    if (!navigator.onLine) return void message.error(t('error.offline'));
    try {
      await update.mutateAsync({ cover: file });
      void message.success(t('portfolio.cover.changed'));
    } catch {
      void message.error(t('error.offline'));
    }
  }

  async function remove() {
    if (!(await confirmDelete(studio))) return;
    redirect.current = window.setTimeout(() => navigate(PORTFOLIO_LIST_PATHS[studio.kind], { replace: true }), DELETE_REDIRECT_MS);
  }

  return (
    <header className="portfolio-head">
      <div className="portfolio-head__cover">
        <PortfolioCover studio={studio} size="large" />
        {editable ? (
          <Suspense fallback={null}>
            <ImagePicker check={checkCoverFile} onPick={(file) => void changeCover(file)} disabled={update.isPending}>
              {t('portfolio.cover.change')}
            </ImagePicker>
          </Suspense>
        ) : null}
      </div>
      <div className="portfolio-head__body">
        <Space size={8} wrap>
          <StatusTag tone="neutral">{t(`portfolio.kind.${studio.kind}`)}</StatusTag>
          {studio.role && studio.role !== 'visitor' ? <RoleLabel role={studio.role} kind={studio.kind} /> : null}
        </Space>
        <InlineText
          value={studio.title}
          label={t('portfolio.form.name')}
          editable={editable}
          max={rules.titleMax}
          check={rules.title}
          onSave={(title) => update.mutateAsync({ title })}
        >
          <Typography.Title level={1} className="portfolio-head__title">
            {studio.title}
          </Typography.Title>
        </InlineText>
        <InlineText
          value={studio.description}
          label={t('portfolio.form.description')}
          editable={editable}
          multiline
          max={rules.descriptionMax}
          check={rules.description}
          onSave={(description) => update.mutateAsync({ description })}
        >
          <p className="portfolio-head__description">{studio.description || t('portfolio.noDescription')}</p>
        </InlineText>
        <dl className="portfolio-head__facts">
          <div>
            <dt>{t(studio.kind === 'area' ? 'portfolio.col.inCharge' : 'portfolio.col.creator')}</dt>
            <dd>{studio.user_name ? <Link to={paths.userHome.href(studio.user_name)}>{studio.author_name || studio.user_name}</Link> : studio.author_name}</dd>
          </div>
          {studio.team_name ? (
            <div>
              <dt>{t('portfolio.col.team')}</dt>
              <dd>{studio.team_name}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('portfolio.col.works')}</dt>
            <dd>{studio.stats.num_project}</dd>
          </div>
          <div>
            <dt>{t('portfolio.col.members')}</dt>
            <dd>{studio.num_student}</dd>
          </div>
          <div>
            <dt>{t('portfolio.col.created')}</dt>
            <dd>{formatDate(studio.created_at)}</dd>
          </div>
        </dl>
        <Space wrap>
          <FollowButton studioId={studio.id} />
          {canDeletePortfolio(studio.kind, studio.role, viewer) ? (
            <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => void remove()}>
              {t('portfolio.delete.collection')}
            </Button>
          ) : null}
        </Space>
      </div>
    </header>
  );
}
