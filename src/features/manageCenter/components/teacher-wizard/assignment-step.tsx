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
import { checkDedicatedQuota, isTeamPickable, quotaRange } from '@/lib/validators';
import type { AssignableCourse, Employee, QuotaSummary, Team } from '@/types/manage';
import { QUOTA_FIELDS, formatCount, quotaLimits, type QuotaField } from '../../utils/quota';

const QUOTA_LABEL: Record<QuotaField, string> = {
  student_num: 'manageCenter.wizard.quota.students',
  team_num: 'manageCenter.wizard.quota.teams',
  sample_reels: 'manageCenter.wizard.quota.portfolios',
};

export function TeamsField({ teams, teamsLoading, personUserId }: { teams: readonly Team[]; teamsLoading: boolean; personUserId: number | null }) {
  const { t } = useI18n();
  return (
    <Form.Item name="team_list" label={t('manageCenter.wizard.teams')} extra={t('manageCenter.wizard.teams.hint')}>
      <Select
        mode="multiple"
        allowClear
        loading={teamsLoading}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('manageCenter.wizard.teams.placeholder')}
        options={teams.map((team) => {
          const teaches = personUserId !== null && team.team_teacher.some((teacher) => teacher.id === personUserId);
          return { value: team.id, label: `${team.name} (${team.code})`, disabled: !isTeamPickable(team.team_teacher.length, teaches) };
        })}
      />
    </Form.Item>
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
  const { t, locale } = useI18n();
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
                extra={t('manageCenter.wizard.quota.range', { min: formatCount(range.min, locale), max: formatCount(range.max, locale) })}
              >
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            );
          })}
        </div>
      )}
      {teamsField}
      <Form.Item name="courses" label={t('manageCenter.wizard.courses')}>
        <Select
          mode="multiple"
          allowClear
          loading={coursesLoading}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('manageCenter.wizard.courses.placeholder')}
          options={courses.map((c) => ({ value: c.id, label: c.title }))}
        />
      </Form.Item>
      {showCourseBags && (
        <Form.Item name="course_bags" label={t('manageCenter.wizard.courseBags')}>
          <Select
            mode="multiple"
            allowClear
            loading={coursesLoading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('manageCenter.wizard.courseBags.placeholder')}
            options={courseBags.map((c) => ({ value: c.id, label: c.title }))}
          />
        </Form.Item>
      )}
    </>
  );
}
