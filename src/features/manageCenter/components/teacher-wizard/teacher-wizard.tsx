/**
 * The add-teacher and modify-teacher wizards (spec 002 §2.8, §4.7, §5, §8): who (a staff member or
 * a new user; the name when modifying), then the quota mode, teams and courses, then, when the
 * server's course/team check lists courses the chosen teams need, a confirmation that grants them
 * while the teacher teaches those teams. A manager skips the quota and courses. Buttons ignore a
 * second click within 200 ms (002 §9).
 */
import { useRef, useState } from 'react';
import { Button, Form, Modal, Steps } from 'antd';
import { checkTeamCourses, useCourseOptions, useCreateEmployee, useOtherStaff, useUpdateEmployee } from '@/api/employees';
import { useOrgQuota } from '@/api/org-quota';
import { useAppNotices } from '@/lib/app-notices';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import { createClickGuard } from '@/lib/leading-debounce';
import type { AssignableCourse, Employee } from '@/types/manage';
import { hasQuotaAndCourseChoice } from '../../utils/permissions';
import {
  FIELD_STEP,
  NEW_TEACHER,
  isFormField,
  needsCourseCheck,
  stepsOf,
  toPayload,
  valuesOf,
  type TeacherFormValues,
  type WizardStep,
} from '../../utils/teacher-form';
import { useCampusTeams } from '../use-campus-teams';
import { useCentre } from '../use-centre';
import { AssignmentStep, TeamsField } from './assignment-step';
import { CourseCheckStep } from './course-check-step';
import { PersonStep } from './person-step';

/** spec 002 §9: the wizard's buttons are debounced by 200 ms */
export const WIZARD_DEBOUNCE_MS = 200;

const ALL_FIELDS = Object.keys(FIELD_STEP) as (keyof TeacherFormValues)[];

const STEP_TITLE: Record<WizardStep, string> = {
  person: 'manageCenter.wizard.step.person',
  assignment: 'manageCenter.wizard.step.assignment',
  courseCheck: 'manageCenter.wizard.step.courseCheck',
};

export function TeacherWizard({ editing, onClose }: { editing?: Employee; onClose: () => void }) {
  const t = useT();
  const { message } = useAppNotices();
  const { org, user } = useCentre();
  const mode = editing ? 'modify' : 'add';
  const [form] = Form.useForm<TeacherFormValues>();
  const source = Form.useWatch('source', form) ?? 'staff';
  const employeeId = Form.useWatch('employee', form);
  const managerChoice = Form.useWatch('is_manager', form);
  const isFull = Form.useWatch('is_full', form) ?? true;

  const staff = useOtherStaff(mode === 'add');
  const picked = staff.data?.find((s) => s.id === employeeId);
  const isManager = editing ? (managerChoice ?? editing.is_manager) : source === 'staff' && picked?.is_manager === true;
  // Teams are taught by teachers: a manager without the teacher role has none to choose.
  const teaches = editing ? editing.is_teacher : true;
  const choosesCourses = hasQuotaAndCourseChoice({ is_manager: isManager });
  const steps = stepsOf(mode, isManager);

  const [index, setIndex] = useState(0);
  const [missing, setMissing] = useState<AssignableCourse[] | null>(null);
  const [busy, setBusy] = useState(false);
  const step: WizardStep = missing ? 'courseCheck' : steps[Math.min(index, steps.length - 1)];
  const allSteps: WizardStep[] = choosesCourses ? [...steps, 'courseCheck'] : steps;

  const summary = useOrgQuota();
  const teams = useCampusTeams();
  const options = useCourseOptions(choosesCourses, org?.allow_course_bag === true);
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const guard = useRef(createClickGuard(WIZARD_DEBOUNCE_MS));

  /** A field's step in this wizard: a single-step wizard shows every field on its one step. */
  const stepOf = (field: keyof TeacherFormValues): WizardStep => (steps.includes(FIELD_STEP[field]) ? FIELD_STEP[field] : steps[steps.length - 1]);
  const shownOn = (s: WizardStep) => ALL_FIELDS.filter((field) => stepOf(field) === s);
  const hasNextStep = step !== 'courseCheck' && index < steps.length - 1;

  /** Field errors of a 400 go under their fields, and the wizard goes back to the first of them. */
  const showServerErrors = (error: ApiError): boolean => {
    const fields = Object.entries(error.fieldErrors).filter(([key]) => isFormField(key)) as [keyof TeacherFormValues, string][];
    if (fields.length === 0) return false;
    form.setFields(fields.map(([name, text]) => ({ name, errors: [text] })));
    setMissing(null);
    setIndex(Math.min(...fields.map(([name]) => steps.indexOf(stepOf(name)))));
    return true;
  };

  const submit = async (values: TeacherFormValues) => {
    const payload = toPayload(values, { isManager, staff: picked, editing });
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, payload });
        message.success(t('manageCenter.employee.modified'));
      } else {
        const answer = await create.mutateAsync(payload);
        message.success(t(answer.invited ? 'manageCenter.employee.inviteSent' : 'manageCenter.employee.added'));
      }
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 400 && showServerErrors(error)) return;
      // 409: the teacher changed since the wizard read them; the list reloads, the wizard closes
      if (error.status === 409) {
        message.warning(error.message);
        onClose();
        return;
      }
      if (error.status === 400 && error.body) message.warning(error.message);
      else message.error(t(editing ? 'manageCenter.employee.modifyFailed' : 'manageCenter.employee.createFailed'));
    }
  };

  const finish = async () => {
    const values = form.getFieldsValue(true) as TeacherFormValues;
    if (step === 'courseCheck' || !needsCourseCheck(isManager)) return submit(values);
    const payload = toPayload(values, { isManager, staff: picked, editing });
    let courses: AssignableCourse[];
    try {
      courses = await checkTeamCourses({ courses: payload.courses, course_bags: payload.course_bags, team_list: payload.team_list });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && showServerErrors(error)) return;
      message.error(error instanceof ApiError ? error.message : t('manageCenter.operationFailed'));
      return;
    }
    if (courses.length > 0) setMissing(courses);
    else await submit(values);
  };

  const next = async () => {
    if (!guard.current() || busy) return;
    setBusy(true);
    try {
      if (step !== 'courseCheck') await form.validateFields(shownOn(step));
      if (hasNextStep) setIndex(index + 1);
      else await finish();
    } catch {
      // the form shows what is wrong under the fields
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    if (!guard.current()) return;
    if (missing) setMissing(null);
    else setIndex(Math.max(0, index - 1));
  };

  const title = t(editing ? 'manageCenter.wizard.modifyTitle' : 'manageCenter.wizard.addTitle');

  return (
    <Modal
      open
      title={title}
      width={640}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        (index > 0 || missing) && (
          <Button key="back" onClick={back}>
            {t('manageCenter.wizard.back')}
          </Button>
        ),
        <Button key="next" type="primary" loading={busy} onClick={() => void next()}>
          {t(hasNextStep ? 'manageCenter.wizard.next' : 'manageCenter.wizard.confirm')}
        </Button>,
      ]}
    >
      {allSteps.length > 1 && (
        <Steps
          size="small"
          current={allSteps.indexOf(step)}
          items={allSteps.map((s) => ({ title: t(STEP_TITLE[s]) }))}
          style={{ margin: '8px 0 24px' }}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={editing ? valuesOf(editing) : NEW_TEACHER}
        // Enter in a field moves on, as the primary button does.
        onFinish={() => void next()}
        aria-label={title}
      >
        <div hidden={step !== 'person'}>
          <PersonStep
            mode={mode}
            source={source}
            staff={staff.data ?? []}
            staffLoading={staff.isPending}
            currentName={editing?.name}
            managerLocked={editing && user?.id === editing.user ? t('manageCenter.wizard.manager.own') : null}
          />
          {steps.length === 1 && teaches && <TeamsField teams={teams.teams} teamsLoading={teams.loading} personUserId={editing?.user ?? null} />}
        </div>
        {steps.includes('assignment') && (
          <div hidden={step !== 'assignment'}>
            <AssignmentStep
              isManager={isManager}
              dedicated={!isFull}
              summary={summary.data}
              editing={editing}
              teams={teams.teams}
              teamsLoading={teams.loading}
              personUserId={editing?.user ?? null}
              courses={options.courses}
              courseBags={options.courseBags}
              coursesLoading={options.loading}
              showCourseBags={org?.allow_course_bag === true}
            />
          </div>
        )}
        {missing && <CourseCheckStep missing={missing} />}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
