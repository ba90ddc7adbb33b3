/**
 * The teacher's roster of a team (issue 28; beside the login cards of spec 002 §2.7): every
 * student's name, username and secret word or picture on one printable A4 page, for the day a
 * card is lost. /manage/team/{code}/logincode/roster and, without the header,
 * /manageCenter/team/{code}/detail/logincode/roster. One call: the team's login cards (up to 999).
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useParams } from 'react-router-dom';
import { FROM_MANAGE_CENTRE, useTeam } from '@/api/teams';
import { CARD_PAGE_SIZE, useLoginCards } from '@/api/team-students';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import type { LoginCard } from '@/types/manage';
import { TeamHeader } from '../components/team-header';
import { keyLabel, rosterColumns, ROSTER_ROWS_PER_COLUMN } from '../utils/cards';
import { loginCardLink } from '@/lib/paths';
import { useRoutePlace } from '@/lib/route-place';
import '../components/team.css';
import '../components/roster.css';

function RosterColumn({ cards, start }: { cards: LoginCard[]; start: number }) {
  const t = useT();
  const pictures = cards.some((card) => card.key_type === 'image');
  return (
    // a narrow screen scrolls a column sideways inside its box, never the page
    <div className="roster-table-box">
      <table className="roster-table">
        <thead>
          <tr>
            <th scope="col" className="roster-table__index">
              #
            </th>
            <th scope="col">{t('team.roster.name')}</th>
            <th scope="col">{t('team.roster.username')}</th>
            <th scope="col">{t(pictures ? 'team.roster.picture' : 'team.roster.word')}</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card, i) => (
            <tr key={`${card.username}-${i}`}>
              <td className="roster-table__index">{start + i + 1}</td>
              <th scope="row">{card.name}</th>
              <td className="roster-table__username">{card.username}</td>
              <td className="roster-table__key">
                {card.key_type === 'image' ? <img src={card.secret_image} alt="" className="roster-table__picture" /> : null}
                {keyLabel(card)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function RosterPage() {
  const t = useT();
  const { code: id = '' } = useParams();
  const place = useRoutePlace();
  const team = useTeam(id, place === 'centre' ? FROM_MANAGE_CENTRE : undefined);
  const cards = useLoginCards(id, { page: 1, page_size: CARD_PAGE_SIZE.print });
  const code = team.data?.code ?? id.toUpperCase();
  const name = team.data?.name ?? cards.data?.results[0]?.team_name ?? '';

  let body;
  if (cards.isPending) body = <PageLoading />;
  else if (cards.isError) body = <LoadError title={t('team.roster.loadFailed')} detail={cards.error.message} onRetry={() => void cards.refetch()} />;
  else if (cards.data.count === 0) body = <EmptyState hint={t('team.cards.empty')} />;
  else {
    const all = cards.data.results;
    const columns = rosterColumns(all.length);
    const perColumn = Math.max(ROSTER_ROWS_PER_COLUMN, Math.ceil(all.length / columns));
    body = (
      <div className="roster-sheet" data-testid="roster-sheet">
        <h2 className="roster-sheet__title">{t('team.roster.heading', { name, code, count: all.length })}</h2>
        <div className={`roster-sheet__columns roster-sheet__columns--${columns}`}>
          {Array.from({ length: columns }, (_, c) => (
            <RosterColumn key={c} cards={all.slice(c * perColumn, (c + 1) * perColumn)} start={c * perColumn} />
          ))}
        </div>
      </div>
    );
  }

  return (
    <section className="team-page roster-page">
      <TeamHeader
        back={loginCardLink({ code }, place)}
        backLabel={t('team.roster.back')}
        title={name ? t('team.roster.title', { name }) : t('team.roster.titleBare')}
        extra={
          <Button type="primary" icon={<PrinterOutlined aria-hidden="true" />} disabled={!cards.data?.count} onClick={() => window.print()}>
            {t('team.roster.print')}
          </Button>
        }
      />
      <p className="team-muted roster-page__hint">{t('team.roster.hint')}</p>
      {body}
    </section>
  );
}
