/**
 * Step 2 of the creation wizard (spec 002 §4.2): the team code, the exclusive link and the way to
 * its login cards and its students.
 */
import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import type { Team } from '@/types/manage';
import { loginCardLink, teamDetailLink, type TeamPlace } from '@/lib/paths';
import { ExclusiveLink } from './exclusive-link';

export function WizardDoneStep({ team, place, onClose }: { team: Team; place: TeamPlace; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  return (
    <Result
      status="success"
      title={t('team.wizard.done.title', { name: team.name })}
      subTitle={
        <span>
          {t('team.wizard.done.code')} <strong className="team-code" data-testid="new-team-code">{team.code}</strong>
        </span>
      }
      extra={
        <Space direction="vertical" style={{ width: '100%', maxWidth: 440 }}>
          <ExclusiveLink team={team} />
          <Space wrap style={{ justifyContent: 'center', width: '100%' }}>
            <Button onClick={() => go(loginCardLink(team, place))}>{t('team.action.printCards')}</Button>
            <Button type="primary" onClick={() => go(teamDetailLink(team, place))}>
              {t('team.wizard.done.open')}
            </Button>
          </Space>
        </Space>
      }
    />
  );
}
