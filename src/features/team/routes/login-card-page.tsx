/**
 * Login cards (spec 002 §2.7): /manage/team/{code}/logincode and, without the header,
 * /manageCenter/team/{code}/detail/logincode. Back to the team's students, vertical (8 a page)
 * or horizontal (9 a page) cards, Print (all cards, 9 per A4 page), and beyond the spec a QR code
 * on each card, one card printed on its own, the teacher's roster (a page of its own), and the
 * class's logins as xlsx or CSV; only the students chosen in the team's table (?students=ids); a
 * team over 999 is printed in parts of 999, and says so. A failed load says "fetch login cards failed".
 */
import { useEffect, useMemo } from 'react';
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Pagination, Radio, Space } from 'antd';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { FROM_MANAGE_CENTRE, useTeam } from '@/api/teams';
import { CARD_PAGE_SIZE, useLoginCards } from '@/api/team-students';
import { EmptyState } from '@/components/empty-state';
import { RouterButton } from '@/components/router-button';
import { PageLoading } from '@/components/page-loading';
import { TOUCH_TARGETS } from '@/components/touch-targets';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { CardPrintRoot } from '../components/card-print-root';
import { LoadError } from '@/components/load-error';
import { LoginCard } from '../components/login-card';
import { TeamHeader } from '../components/team-header';
import { useCardExport, type ExportFormat } from '../components/use-card-export';
import { useCardPrint } from '../components/use-card-print';
import { qrImageUrl } from '../components/qr-image';
import type { CardLayout } from '../utils/cards';
import { failureText } from '../utils/failure';
import { exclusiveLink, rosterLink, teamDetailLink } from '@/lib/paths';
import { useRoutePlace } from '@/lib/route-place';
import '../components/team.css';
import '../components/login-cards.css';

/** The students chosen in the team's table (membership ids), or undefined for the whole team. */
function readStudents(params: URLSearchParams): string | undefined {
  const value = params.get('students') ?? '';
  return /^\d+(,\d+)*$/.test(value) ? value : undefined;
}

/** The parts of 999 cards a team too big for one print is printed in. */
function printParts(total: number): { part: number; from: number; to: number }[] {
  const size = CARD_PAGE_SIZE.print;
  return Array.from({ length: Math.ceil(total / size) }, (_, i) => ({ part: i + 1, from: i * size + 1, to: Math.min(total, (i + 1) * size) }));
}

function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

export default function LoginCardPage() {
  const t = useT();
  const { message } = useAppNotices();
  const location = useLocation();
  const { code: id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const place = useRoutePlace();
  const layout: CardLayout = params.get('layout') === 'horizontal' ? 'horizontal' : 'vertical';
  const page = readPage(params);
  const team = useTeam(id, place === 'centre' ? FROM_MANAGE_CENTRE : undefined);
  const students = readStudents(params);
  const cards = useLoginCards(id, { page, page_size: CARD_PAGE_SIZE[layout], ...(students ? { ids: students } : {}) });
  const link = exclusiveLink(window.location.origin, { code: team.data?.code ?? id.toUpperCase() });
  const qr = useMemo(() => qrImageUrl(link), [link]);
  const print = useCardPrint(id, cards.data?.results ?? [], students);
  const total = cards.data?.count ?? 0;
  const overLimit = total > CARD_PAGE_SIZE.print;
  const exporter = useCardExport(id, link);

  useEffect(() => {
    if (cards.isError) message.error(t('team.cards.loadFailed'));
  }, [cards.isError, message, t]);

  const setQuery = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const run = (job: () => Promise<void>, fallback: string) => void job().catch((error: unknown) => message.error(failureText(error, t, fallback)));
  const exportAs = (format: ExportFormat) => run(() => exporter.exportAs(format), 'team.cards.exportFailed');

  const back = teamDetailLink({ code: team.data?.code ?? id }, place);
  const title = team.data ? t('team.cards.title', { name: team.data.name }) : t('team.cards.titleBare');

  let body;
  if (cards.isPending) body = <PageLoading />;
  else if (cards.isError) body = <LoadError title={t('team.cards.loadFailed')} detail={cards.error.message} onRetry={() => void cards.refetch()} />;
  else if (cards.data.count === 0) body = <EmptyState hint={t('team.cards.empty')} />;
  else
    body = (
      <>
        <div className={`card-grid card-grid--${layout}`}>
          {cards.data.results.map((card, i) => (
            <LoginCard
              key={`${page}-${i}`}
              card={card}
              layout={layout}
              link={link}
              qr={qr}
              action={
                <Button size="small" icon={<PrinterOutlined aria-hidden="true" />} aria-label={t('team.cards.printOne', { name: card.name })} onClick={() => print.printOne(card)}>
                  {t('team.cards.printOneShort')}
                </Button>
              }
            />
          ))}
        </div>
        <Pagination
          className="card-pagination"
          current={page}
          pageSize={CARD_PAGE_SIZE[layout]}
          total={cards.data.count}
          showSizeChanger={false}
          showTotal={(total) => t('team.cards.total', { total })}
          onChange={(next) => setQuery({ page: next > 1 ? String(next) : null })}
        />
      </>
    );

  return (
    <section className={`team-page card-page ${TOUCH_TARGETS}`}>
      <TeamHeader
        back={back}
        backLabel={t('team.cards.back')}
        title={title}
        extra={
          <Space wrap>
            <Radio.Group
              optionType="button"
              aria-label={t('team.cards.layout')}
              value={layout}
              onChange={(e) => setQuery({ layout: e.target.value === 'horizontal' ? 'horizontal' : null, page: null })}
              options={[
                { value: 'vertical', label: t('team.cards.vertical') },
                { value: 'horizontal', label: t('team.cards.horizontal') },
              ]}
            />
            <RouterButton to={rosterLink({ code: team.data?.code ?? id }, place)}>{t('team.cards.roster')}</RouterButton>
            <Button loading={exporter.busy === 'xlsx'} disabled={!cards.data?.count} onClick={() => exportAs('xlsx')}>
              {t('team.cards.exportXlsx')}
            </Button>
            <Button loading={exporter.busy === 'csv'} disabled={!cards.data?.count} onClick={() => exportAs('csv')}>
              {t('team.cards.exportCsv')}
            </Button>
            {overLimit ? null : (
              <Button type="primary" icon={<PrinterOutlined aria-hidden="true" />} loading={print.loading} disabled={!cards.data?.count} onClick={() => run(print.printAll, 'team.cards.loadFailed')}>
                {t('team.cards.print')}
              </Button>
            )}
          </Space>
        }
      />
      <p className="team-muted card-page__hint">{t('team.cards.hint')}</p>
      {students && cards.data ? (
        <Alert
          type="info"
          showIcon
          className="card-page__notice"
          title={t('team.cards.selectedOnly', { count: total })}
          action={<Link to={location.pathname + (layout === 'horizontal' ? '?layout=horizontal' : '')}>{t('team.cards.showAll')}</Link>}
        />
      ) : null}
      {overLimit ? (
        <Alert
          type="warning"
          showIcon
          className="card-page__notice"
          title={t('team.cards.overLimit', { total, max: CARD_PAGE_SIZE.print })}
          description={
            <ul className="card-page__parts">
              {printParts(total).map(({ part, from, to }) => (
                <li key={part}>
                  {t('team.cards.part', { part, from, to })}{' '}
                  <Button size="small" icon={<PrinterOutlined aria-hidden="true" />} loading={print.loading} onClick={() => run(() => print.printPart(part), 'team.cards.loadFailed')}>
                    {t('team.cards.printPart')}
                  </Button>
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {body}
      <CardPrintRoot cards={print.cards} layout={layout} link={link} qr={qr} />
    </section>
  );
}
