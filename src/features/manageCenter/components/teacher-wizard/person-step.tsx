/**
 * Step 0 of the teacher wizards (spec 002 §4.7, §5). Adding: pick a campus staff member who is
 * not a teacher yet, or invite a new user by name and phone; the phone is looked up and a
 * teacher of this campus or a staff member is refused with the spec's messages. Modifying: the
 * teacher's name in this campus.
 */
import { Checkbox, Form, Input, Radio, Select } from 'antd';
import { lookUpPhone } from '@/api/employees';
import { ruleOf, valueRuleOf } from '@/lib/form-rules';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { PHONE_LENGTH } from '@/lib/validators/accounts';
import { checkTeacherName, TEACHER_NAME_MAX } from '@/lib/validators/names';
import { checkEmployeeSelected, checkTeacherPhone, checkTeacherPhoneType } from '@/lib/validators/teachers';
import type { OtherStaff } from '@/types/manage';
import type { PersonSource } from '../../utils/teacher-form';

/** A staff option reads as the person's name, their username and phone. */
function staffLabel(staff: OtherStaff, t: Translate): string {
  const name = staff.regional_username || staff.username;
  return t('common.withDetail', { text: name, detail: `${staff.username}${staff.phone ? ` · ${staff.phone}` : ''}` });
}

export function PersonStep({
  mode,
  source,
  staff,
  staffLoading,
  currentName,
  managerLocked = null,
}: {
  mode: 'add' | 'modify';
  source: PersonSource;
  staff: readonly OtherStaff[];
  staffLoading: boolean;
  /** modifying: the name as it is, which may stay even if it predates the rule (as the server allows) */
  currentName?: string;
  /** modifying: why the manager role cannot be changed here (one's own), else null */
  managerLocked?: string | null;
}) {
  const t = useT();
  const nameRule = ruleOf((value) => (mode === 'modify' && value === currentName ? null : checkTeacherName(value)), t);
  const nameField = (
    <Form.Item name="name" label={t('manageCenter.wizard.name')} rules={[nameRule]}>
      <Input maxLength={TEACHER_NAME_MAX} showCount autoComplete="off" />
    </Form.Item>
  );
  if (mode === 'modify') {
    return (
      <>
        {nameField}
        <Form.Item name="is_manager" valuePropName="checked" extra={managerLocked ?? t('manageCenter.wizard.manager.hint')}>
          <Checkbox disabled={managerLocked !== null}>{t('manageCenter.wizard.manager')}</Checkbox>
        </Form.Item>
      </>
    );
  }

  return (
    <>
      <Form.Item name="source" label={t('manageCenter.wizard.source')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'staff', label: t('manageCenter.wizard.source.staff') },
            { value: 'new', label: t('manageCenter.wizard.source.new') },
          ]}
        />
      </Form.Item>
      {source === 'staff' ? (
        <Form.Item name="employee" label={t('manageCenter.wizard.staff')} rules={[valueRuleOf<number>(checkEmployeeSelected, t)]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={staffLoading}
            placeholder={t('manageCenter.wizard.staff.placeholder')}
            notFoundContent={t('manageCenter.wizard.staff.none')}
            options={staff.map((s) => ({ value: s.id, label: staffLabel(s, t), disabled: s.disabled }))}
          />
        </Form.Item>
      ) : (
        <>
          {nameField}
          <Form.Item
            name="phone"
            label={t('manageCenter.wizard.phone')}
            validateTrigger="onBlur"
            rules={[
              ruleOf(checkTeacherPhone, t),
              {
                // The lookup runs once the number is well formed (spec 002 §5).
                validator: async (_, value: string | undefined) => {
                  if (checkTeacherPhone(value ?? '') !== null) return;
                  const { type } = await lookUpPhone(value ?? '');
                  const problem = checkTeacherPhoneType(type);
                  if (problem) throw new Error(t(problem.key, problem.params));
                },
              },
            ]}
          >
            <Input inputMode="tel" autoComplete="off" maxLength={PHONE_LENGTH} />
          </Form.Item>
        </>
      )}
    </>
  );
}
