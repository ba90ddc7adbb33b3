/**
 * The add-works dialog (spec 001 §4, §5, §7; 002 §2.4, §9): the viewer's public works, a page at
 * a time (8 on personal collections, 6 elsewhere), however many there are; works already in the
 * portfolio are marked (all_project_ids) and cannot be chosen again; the chosen ones wait in a
 * strip below, 4 a page, until they are added together.
 */
import { useState } from 'react';
import { Button, Checkbox, Modal, Pagination, Tag } from 'antd';
import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { usePublishedProjectCount, usePublishedProjects } from '@/api/projects';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { ApiError } from '@/lib/api-error';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import type { LmsProject } from '@/types/manage';
import type { Studio } from '@/types/portfolio';
import { useAddStudioWorks, useStudioWorkIds } from '../api/studio-works';
import { PICKER_PAGE_SIZE, SELECTED_STRIP_SIZE } from '../utils/portfolio-kind';
import { paths } from '@/lib/paths';

function SelectedStrip({ selected, onDrop }: { selected: LmsProject[]; onDrop: (p: LmsProject) => void }) {
  const t = useT();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(selected.length / SELECTED_STRIP_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = selected.slice(current * SELECTED_STRIP_SIZE, (current + 1) * SELECTED_STRIP_SIZE);
  return (
    <section className="picker-strip" aria-label={t('portfolio.add.selected', { count: selected.length })}>
      <span className="picker-strip__title">{t('portfolio.add.selected', { count: selected.length })}</span>
      <Button size="small" icon={<LeftOutlined aria-hidden />} aria-label={t('portfolio.add.prev')} disabled={current === 0} onClick={() => setPage(current - 1)} />
      <ul className="picker-strip__items">
        {shown.map((p) => (
          <li key={p.id}>
            <Tag closable closeIcon={<CloseOutlined aria-label={t('portfolio.add.unselect', { title: p.title })} />} onClose={() => onDrop(p)}>
              {p.title}
            </Tag>
          </li>
        ))}
      </ul>
      <Button size="small" icon={<RightOutlined aria-hidden />} aria-label={t('portfolio.add.next')} disabled={current >= pages - 1} onClick={() => setPage(current + 1)} />
    </section>
  );
}

export function AddWorksDialog({ studio, onClose }: { studio: Studio; onClose: () => void }) {
  const t = useT();
  const { message } = useAppNotices();
  const size = PICKER_PAGE_SIZE[studio.kind];
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<LmsProject[]>([]);
  const works = usePublishedProjects({ offset: (page - 1) * size, limit: size });
  const total = usePublishedProjectCount();
  const inPortfolio = useStudioWorkIds(studio.id, true);
  const add = useAddStudioWorks(studio.id);
  const already = new Set(inPortfolio.data ?? []);
  const chosen = new Set(selected.map((p) => p.id));

  const toggle = (p: LmsProject, on: boolean) => setSelected((list) => (on ? [...list, p] : list.filter((x) => x.id !== p.id)));

  async function submit() {
    if (!navigator.onLine) return void message.error(t('error.offline'));
    try {
      const answer = await add.mutateAsync(selected.map((p) => p.id));
      void message.success(t('portfolio.add.done', { count: answer.added }));
      onClose();
    } catch (error) {
      void message.error(error instanceof ApiError && error.status !== null && error.status < 500 ? error.message : t('error.offline'));
    }
  }

  let body;
  if (works.isPending || inPortfolio.isPending) body = <PageLoading />;
  else if (works.isError) body = <LoadError title={t('portfolio.add.loadFailed')} detail={works.error.message} onRetry={() => void works.refetch()} />;
  else if (works.data.count === 0)
    body = (
      <EmptyState
        hint={
          <>
            {t('portfolio.add.none')} <Link to={paths.manageProject.href()}>{t('portfolio.add.toProjects')}</Link>
          </>
        }
      />
    );
  else
    body = (
      <>
        <p className="picker-count">{t('portfolio.add.count', { count: total.data?.count ?? works.data.count })}</p>
        <ul className="picker-grid">
          {works.data.results.map((p) => {
            const isIn = already.has(p.id);
            return (
              <li key={p.id} className={`picker-item${chosen.has(p.id) ? ' picker-item--chosen' : ''}`}>
                <Checkbox checked={isIn || chosen.has(p.id)} disabled={isIn} onChange={(e) => toggle(p, e.target.checked)}>
                  <span className="picker-item__body">
                    {p.image ? <img src={p.image} alt="" /> : <span className="picker-item__blank" />}
                    <span className="picker-item__title">{p.title}</span>
                    {isIn ? <Tag>{t('portfolio.add.already')}</Tag> : null}
                  </span>
                </Checkbox>
              </li>
            );
          })}
        </ul>
        <Pagination size="small" align="center" current={page} pageSize={size} total={works.data.count} showSizeChanger={false} onChange={setPage} />
      </>
    );

  return (
    <Modal
      open
      width={760}
      title={t('portfolio.add.title', { title: studio.title })}
      onCancel={onClose}
      okText={t('portfolio.add.submit', { count: selected.length })}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: selected.length === 0, loading: add.isPending }}
      onOk={() => void submit()}
      destroyOnHidden
    >
      {body}
      {selected.length > 0 ? <SelectedStrip selected={selected} onDrop={(p) => toggle(p, false)} /> : null}
    </Modal>
  );
}
