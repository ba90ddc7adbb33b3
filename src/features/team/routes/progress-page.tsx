/**
 * A team's progress grid (issue 32): /manage/team/{code}/progress and, without the header,
 * /manageCenter/team/{code}/detail/progress. Who opened which unit, for how long, when last, and
 * the works made for it; sorted by student or by progress; courses fold; exported to .xlsx by
 * the server's Excel export and printed on A4 landscape.
 */
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useExcelDownload } from '@/api/export';
import { FROM_MANAGE_CENTRE, useTeam } from '@/api/teams';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { useAppNotices } from '@/lib/app-notices';
import { useI18n } from '@/lib/i18n/i18n';
import { useTeamProgress } from '../api/team-progress';
import { ProgressGrid } from '../components/progress-grid';
import { TeamHeader } from '../components/team-header';
import { failureText } from '../utils/failure';
import { PROGRESS_SORTS, progressExport, sortStudents, unitCount, type ProgressSort } from '../utils/progress';
import { teamDetailLink } from '@/lib/paths';
import { useRoutePlace } from '@/lib/route-place';
import '../components/team.css';
import '../components/progress.css';

export default function ProgressPage() {
  const { t, locale } = useI18n();
  const { message } = useAppNotices();
  const { code: id = '' } = useParams();
  const place = useRoutePlace();
  const team = useTeam(id, place === 'centre' ? FROM_MANAGE_CENTRE : undefined);
  const progress = useTeamProgress(id);
  const download = useExcelDownload();
  const [sort, setSort] = useState<ProgressSort>('name');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const grid = progress.data;
  const students = useMemo(() => (grid ? sortStudents(grid.students, sort, locale) : []), [grid, sort, locale]);
  const name = grid?.team.name ?? team.data?.name ?? '';
  const code = grid?.team.code ?? team.data?.code ?? id.toUpperCase();

  const toggle = (courseId: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(courseId)) next.add(courseId);
      return next;
    });
  const exportGrid = () => {
    if (!grid) return;
    download.mutate(progressExport(grid, students, t), { onError: (error) => message.error(failureText(error, t, 'team.progress.exportFailed')) });
  };

  let body;
  if (progress.isPending) body = <PageLoading />;
  else if (progress.isError) body = <LoadError title={t('team.progress.loadFailed')} detail={progress.error.message} onRetry={() => void progress.refetch()} />;
  else if (grid!.students.length === 0) body = <EmptyState hint={t('team.progress.noStudents')} />;
  else if (unitCount(grid!) === 0) body = <EmptyState hint={t('team.progress.noUnits')} />;
  else body = <ProgressGrid grid={grid!} students={students} collapsed={collapsed} onToggle={toggle} />;

  const ready = Boolean(grid && grid.students.length > 0 && unitCount(grid) > 0);
  return (
    <section className="team-page progress-page">
      <TeamHeader
        back={teamDetailLink({ code }, place)}
        backLabel={t('team.progress.back')}
        title={name ? t('team.progress.title', { name }) : t('team.progress.titleBare')}
        extra={
          // shown once there is a grid to export or print (not disabled first: no colour change under the reader)
          ready ? (
            <Space wrap>
              <Button icon={<DownloadOutlined aria-hidden="true" />} loading={download.isPending} onClick={exportGrid}>
                {t('team.progress.export')}
              </Button>
              <Button icon={<PrinterOutlined aria-hidden="true" />} onClick={() => window.print()}>
                {t('team.progress.print')}
              </Button>
            </Space>
          ) : null
        }
      />
      <div className="progress-page__bar">
        <span id="progress-sort-label">{t('team.progress.sortBy')}</span>
        <Segmented<ProgressSort>
          aria-labelledby="progress-sort-label"
          value={sort}
          onChange={setSort}
          options={PROGRESS_SORTS.map((value) => ({ value, label: t(`team.progress.sort.${value}`) }))}
        />
        <span className="team-muted progress-page__legend">{t('team.progress.legend')}</span>
      </div>
      {grid ? <h2 className="progress-page__print-title">{t('team.progress.printTitle', { name, code, count: grid.students.length })}</h2> : null}
      {body}
    </section>
  );
}
