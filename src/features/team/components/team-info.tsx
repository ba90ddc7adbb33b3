/**
 * The team's card on its detail page (spec 002 §2.5, §4.3): cover (with the picker), name, code,
 * the intro (view and edit, ≤ 100), the teaching teachers with the change link (managers and
 * standalone teachers), and the question-bank switches where the campus has them.
 */
import { useState } from 'react';
import { Button, Input, Modal, Space, Switch, Typography } from 'antd';
import { useUpdateTeam } from '@/api/teams';
import { useAppNotices } from '@/lib/app-notices';
import { organizationOf } from '@/lib/access';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import { checkTeamDescription, TEAM_DESCRIPTION_MAX } from '@/lib/validators/teams';
import type { Team, TeamUpdatePayload } from '@/types/manage';
import type { User } from '@/types/user';
import { failureText } from '../utils/failure';
import { canReplaceTeachingTeachers, canSeeObjectiveBankOption, canSeeProgrammingBankOption } from '../utils/permissions';
import { ChangeTeachersDialog } from './change-teachers-dialog';
import { CoverPicker } from './cover-picker';

export function TeamInfo({ user, team, fromType }: { user: User; team: Team; fromType?: string }) {
  const t = useT();
  const { message } = useAppNotices();
  const update = useUpdateTeam(team.code);
  const [editing, setEditing] = useState(false);
  const [intro, setIntro] = useState(team.description);
  const [coverOpen, setCoverOpen] = useState(false);
  const [cover, setCover] = useState(team.cover);
  const [teachersOpen, setTeachersOpen] = useState(false);
  const org = organizationOf(user);
  const introProblem = checkTeamDescription(intro);

  const save = (patch: TeamUpdatePayload, done?: () => void) =>
    update.mutate({ ...patch, ...(fromType ? { from_type: fromType } : {}) }, {
      onSuccess: () => {
        message.success(t('team.saved'));
        done?.();
      },
      onError: (error) => message.error(failureText(error, t, 'team.saveFailed')),
    });

  return (
    <section className="team-info" aria-label={t('team.info.label')}>
      <button type="button" className="team-info__cover" aria-label={t('team.cover.change')} onClick={() => setCoverOpen(true)}>
        <img src={team.cover || '/covers/space.jpg'} alt="" width={160} height={107} />
        <span>{t('team.cover.change')}</span>
      </button>
      <div className="team-info__body">
        <Space wrap size="large">
          <span>
            {t('team.col.code')}: <strong className="team-code">{team.code}</strong>
          </span>
          <span>{t('team.info.students', { count: team.num_student })}</span>
          <span>{t('team.info.created', { date: formatDate(team.created_at) })}</span>
        </Space>
        <div className="team-info__row">
          <span className="team-info__label">{t('team.wizard.intro')}</span>
          {editing ? (
            <div style={{ flex: 1 }}>
              <Input.TextArea value={intro} rows={2} count={{ show: true, max: TEAM_DESCRIPTION_MAX }} status={introProblem ? 'error' : undefined} aria-label={t('team.wizard.intro')} onChange={(e) => setIntro(e.target.value)} />
              {introProblem ? <div className="team-field-error">{t(introProblem.key, introProblem.params)}</div> : null}
              <Space style={{ marginTop: 8 }}>
                <Button type="primary" size="small" disabled={introProblem !== null} loading={update.isPending} onClick={() => save({ description: intro.trim() }, () => setEditing(false))}>
                  {t('common.save')}
                </Button>
                <Button size="small" onClick={() => { setIntro(team.description); setEditing(false); }}>
                  {t('common.cancel')}
                </Button>
              </Space>
            </div>
          ) : (
            <Typography.Paragraph style={{ margin: 0, flex: 1 }}>
              {team.description || <span className="team-muted">{t('team.info.noIntro')}</span>}{' '}
              <Button type="link" size="small" onClick={() => { setIntro(team.description); setEditing(true); }}>
                {t('team.info.editIntro')}
              </Button>
            </Typography.Paragraph>
          )}
        </div>
        <div className="team-info__row">
          <span className="team-info__label">{t('team.wizard.teachers')}</span>
          <span>{team.team_teacher.map((teacher) => teacher.name).join(t('team.listSeparator'))}</span>
          {canReplaceTeachingTeachers(user) ? (
            <Button type="link" size="small" onClick={() => setTeachersOpen(true)}>
              {t('team.teachers.change')}
            </Button>
          ) : null}
        </div>
        {canSeeProgrammingBankOption(org) || canSeeObjectiveBankOption(org) ? (
          <div className="team-info__row">
            {canSeeProgrammingBankOption(org) ? (
              <label>
                <Switch size="small" checked={team.oj_platform === 2} loading={update.isPending} onChange={(on) => save({ oj_platform: on ? 2 : 1 })} /> {t('team.bank.programming')}
              </label>
            ) : null}
            {canSeeObjectiveBankOption(org) ? (
              <label>
                <Switch size="small" checked={team.exam_platform === 2} loading={update.isPending} onChange={(on) => save({ exam_platform: on ? 2 : 1 })} /> {t('team.bank.objective')}
              </label>
            ) : null}
          </div>
        ) : null}
      </div>
      <Modal open={coverOpen} title={t('team.cover.change')} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={update.isPending} onOk={() => save({ cover }, () => setCoverOpen(false))} onCancel={() => setCoverOpen(false)} destroyOnHidden>
        <CoverPicker label={t('team.wizard.cover')} value={cover} onChange={setCover} />
      </Modal>
      {teachersOpen ? <ChangeTeachersDialog team={team} fromType={fromType} onClose={() => setTeachersOpen(false)} /> : null}
    </section>
  );
}
