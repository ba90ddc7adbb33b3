/**
 * Step 0 of the creation wizard (spec 002 §4.2, §5): name (≤ 15, no comma), teaching teachers
 * (1-3), the one-sentence intro (≤ 100), the cover and, where the campus has them, the
 * question-bank switches.
 */
import { Input, Switch } from 'antd';
import { FormField } from '@/components/form-field';
import { useT } from '@/lib/i18n/i18n';
import { checkTeachingTeachers, checkTeamDescription, checkTeamName, TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX } from '@/lib/validators/teams';
import type { OrganizationData } from '@/types/user';
import { canSeeObjectiveBankOption, canSeeProgrammingBankOption } from '../utils/permissions';
import type { WizardDraft } from '../utils/wizard';
import { CoverPicker } from './cover-picker';
import { TeacherPicker } from './teacher-picker';

export function WizardInfoStep({
  draft,
  touched,
  serverErrors,
  org,
  onChange,
}: {
  draft: WizardDraft;
  /** fields the teacher has left: their rule messages show */
  touched: ReadonlySet<keyof WizardDraft>;
  serverErrors: Partial<Record<string, string>>;
  org: OrganizationData | null;
  onChange: (patch: Partial<WizardDraft>) => void;
}) {
  const t = useT();
  const message = (field: keyof WizardDraft, check: ReturnType<typeof checkTeamName>) =>
    serverErrors[field === 'teacherIds' ? 'team_teacher' : field] ?? (touched.has(field) && check ? t(check.key, check.params) : undefined);

  return (
    <div className="team-wizard__step">
      <FormField label={t('team.wizard.name')} error={message('name', checkTeamName(draft.name))}>
        {(control) => (
          <Input {...control} value={draft.name} count={{ show: true, max: TEAM_NAME_MAX }} placeholder={t('team.wizard.name.placeholder')} onChange={(e) => onChange({ name: e.target.value })} />
        )}
      </FormField>
      <FormField label={t('team.wizard.teachers')} error={message('teacherIds', checkTeachingTeachers(draft.teacherIds))} help={t('team.wizard.teachers.help')}>
        {(control) => <TeacherPicker control={control} value={draft.teacherIds} placeholder={t('team.wizard.teachers.placeholder')} onChange={(teacherIds) => onChange({ teacherIds })} />}
      </FormField>
      <FormField label={t('team.wizard.intro')} error={message('description', checkTeamDescription(draft.description))}>
        {(control) => (
          <Input.TextArea
            {...control}
            value={draft.description}
            rows={2}
            count={{ show: true, max: TEAM_DESCRIPTION_MAX }}
            placeholder={t('team.wizard.intro.placeholder')}
            onChange={(e) => onChange({ description: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('team.wizard.cover')} error={serverErrors.cover}>
        {() => <CoverPicker label={t('team.wizard.cover')} value={draft.cover} onChange={(cover) => onChange({ cover })} />}
      </FormField>
      {canSeeProgrammingBankOption(org) || canSeeObjectiveBankOption(org) ? (
        <div className="team-wizard__banks">
          {canSeeProgrammingBankOption(org) ? (
            <label>
              <Switch size="small" checked={draft.oj} onChange={(oj) => onChange({ oj })} /> {t('team.bank.programming')}
            </label>
          ) : null}
          {canSeeObjectiveBankOption(org) ? (
            <label>
              <Switch size="small" checked={draft.exam} onChange={(exam) => onChange({ exam })} /> {t('team.bank.objective')}
            </label>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
