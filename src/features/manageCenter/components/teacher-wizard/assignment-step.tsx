/**
 * Step 1 of the teacher wizards (spec 002 §4.7, §5): the quota mode (sharing by default, or a
 * dedicated quota of students, teams and portfolios within the campus's remaining amounts, or
 * for a teacher being modified within what they already created and the remaining amount plus
 * their own allocation), the teams they teach (a team with 3 teachers cannot take another), and
 * the courses and course bags they may use. A manager has the shared quota and every course.
 */
import { Alert, Form, InputNumber, Radio, Select } from 'antd';
import { valueRuleOf } from '@/lib/form-rules';
import { useI18n } from '@/lib/i18n/i18n';
import { checkDedicatedQuota, quotaRange } from '@/lib/validators/teachers';
import { isTeamPickable } from '@/lib/validators/teams';
import type { AssignableCourse, Employee, QuotaSummary, Team } from '@/types/manage';
import { formatCount } from '@/lib/format-count';
import { QUOTA_FIELDS, quotaLimits, type QuotaField } from '../../utils/quota';

const QUOTA_LABEL: Record<QuotaField, string> = {
  student_num: 'manageCenter.wizard.quota.students',
  team_num: 'manageCenter.wizard.quota.teams',
  sample_reels: 'manageCenter.wizard.quota.portfolios',
};

/** A searchable multiple choice of the wizard (teams, courses, course bags). */
function MultiPick({
  name,
  label,
  extra,
  placeholder,
  loading,
  options,
}: {
  name: 'team_list' | 'courses' | 'course_bags';
  label: string;
  extra?: string;
  placeholder: string;
  loading: boolean;
  options: { value: number; label: string; disabled?: boolean }[];
}) {
  return (
    <Form.Item name={name} label={label} extra={extra}>
      <Select mode="multiple" allowClear loading={loading} showSearch={{ optionFilterProp: 'label' }} placeholder={placeholder} options={options} />
    </Form.Item>
  );
}

export function TeamsField({ teams, teamsLoading, personUserId }: { teams: readonly Team[]; teamsLoading: boolean; personUserId: number | null }) {
  const { t } = useI18n();
  return (
    <MultiPick
      name="team_list"
      label={t('manageCenter.wizard.teams')}
      extra={t('manageCenter.wizard.teams.hint')}
      placeholder={t('manageCenter.wizard.teams.placeholder')}
      loading={teamsLoading}
      options={teams.map((team) => {
        const teaches = personUserId !== null && team.team_teacher.some((teacher) => teacher.id === personUserId);
        return { value: team.id, label: t('common.withDetail', { text: team.name, detail: team.code }), disabled: !isTeamPickable(team.team_teacher.length, teaches) };
      })}
    />
  );
}

export function AssignmentStep({
  isManager,
  dedicated,
  summary,
  editing,
  teams,
  teamsLoading,
  personUserId,
  courses,
  courseBags,
  coursesLoading,
  showCourseBags,
}: {
  isManager: boolean;
  dedicated: boolean;
  summary: QuotaSummary | undefined;
  editing: Employee | undefined;
  teams: readonly Team[];
  teamsLoading: boolean;
  personUserId: number | null;
  courses: readonly AssignableCourse[];
  courseBags: readonly AssignableCourse[];
  coursesLoading: boolean;
  showCourseBags: boolean;
}) {
  const { t } = useI18n();
  const teamsField = <TeamsField teams={teams} teamsLoading={teamsLoading} personUserId={personUserId} />;
  if (isManager) {
    return (
      <>
        <Alert type="info" showIcon title={t('manageCenter.wizard.managerNote')} style={{ marginBottom: 16 }} />
        {teamsField}
      </>
    );
  }
  return (
    <>
      <Form.Item name="is_full" label={t('manageCenter.wizard.quotaMode')}>
        <Radio.Group
          options={[
            { value: true, label: t('manageCenter.wizard.quotaMode.shared') },
            { value: false, label: t('manageCenter.wizard.quotaMode.dedicated') },
          ]}
        />
      </Form.Item>
      {dedicated && summary && (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', columnGap: 16 }}>
          {QUOTA_FIELDS.map((field) => {
            const limits = quotaLimits(field, summary, editing);
            const range = quotaRange(limits);
            return (
              <Form.Item
                key={field}
                name={field}
                label={t(QUOTA_LABEL[field])}
                rules={[valueRuleOf<number>((value) => checkDedicatedQuota(value, limits), t)]}
                extra={t('manageCenter.wizard.quota.range', { min: formatCount(range.min), max: formatCount(range.max) })}
              >
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            );
          })}
        </div>
      )}
      {teamsField}
      <MultiPick
        name="courses"
        label={t('manageCenter.wizard.courses')}
        placeholder={t('manageCenter.wizard.courses.placeholder')}
        loading={coursesLoading}
        options={courses.map((c) => ({ value: c.id, label: c.title }))}
      />
      {showCourseBags && (
        <MultiPick
          name="course_bags"
          label={t('manageCenter.wizard.courseBags')}
          placeholder={t('manageCenter.wizard.courseBags.placeholder')}
          loading={coursesLoading}
          options={courseBags.map((c) => ({ value: c.id, label: c.title }))}
        />
      )}
    </>
  );
}
