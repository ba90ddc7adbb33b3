/**
 * The team creation wizard (spec 002 §2.6, §4.2): a dialog with three steps, info, login key type
 * and done. Next is disabled until the step is complete; the buttons drop clicks within 200 ms
 * (§9). A field the server refuses sends the wizard back to the info step with the message under
 * the field. The created team appears on every team list at once (src/api/teams.ts).
 * /manage/team opens it; the management centre's team tab may open it too (`fromType`).
 */
import { useState } from 'react';
import { Button, Modal, Steps } from 'antd';
import { useCurrentUser } from '@/api/users';
import { useCreateTeam } from '@/api/teams';
import { isTeacher, isStandaloneTeacher, organizationOf } from '@/lib/access';
import { ApiError } from '@/lib/api-error';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import type { Team } from '@/types/manage';
import type { User } from '@/types/user';
import { failureText } from '../utils/failure';
import type { TeamPlace } from '@/lib/paths';
import { useClickGuard, WIZARD_DEBOUNCE_MS } from '../utils/use-click-guard';
import { canGoOn, createPayload, emptyDraft, INFO_FIELDS, type WizardDraft, type WizardStep } from '../utils/wizard';
import { WizardDoneStep } from './wizard-done-step';
import { WizardInfoStep } from './wizard-info-step';
import { WizardKeyStep } from './wizard-key-step';

const ALL_INFO: ReadonlySet<keyof WizardDraft> = new Set(['name', 'teacherIds', 'description']);

/** A teacher usually teaches the team they create: they are chosen to begin with. */
const firstTeachers = (user: User | undefined) => (user && (isTeacher(user) || isStandaloneTeacher(user)) ? [user.id] : []);

function Wizard({ user, place, fromType, onClose }: { user: User | undefined; place: TeamPlace; fromType?: string; onClose: () => void }) {
  const t = useT();
  const { message } = useAppNotices();
  const create = useCreateTeam();
  const guard = useClickGuard(WIZARD_DEBOUNCE_MS);
  const [step, setStep] = useState<WizardStep>(0);
  const [draft, setDraft] = useState<WizardDraft>(() => emptyDraft(firstTeachers(user), ''));
  const [touched, setTouched] = useState<Set<keyof WizardDraft>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [team, setTeam] = useState<Team | null>(null);

  const change = (patch: Partial<WizardDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched((seen) => new Set([...seen, ...(Object.keys(patch) as (keyof WizardDraft)[])]));
    setServerErrors({});
  };

  function submit() {
    create.mutate(createPayload(draft, fromType), {
      onSuccess: (created) => {
        setTeam(created);
        setStep(2);
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        if (INFO_FIELDS.some((f) => fields[f])) {
          setServerErrors(fields);
          setStep(0);
          return;
        }
        message.error(failureText(error, t, 'team.wizard.createFailed'));
      },
    });
  }

  function next() {
    if (!guard()) return;
    if (step === 0) setTouched(new Set(ALL_INFO));
    if (!canGoOn(step, draft)) return;
    if (step === 0) setStep(1);
    else submit();
  }

  const back = () => {
    if (guard() && step === 1) setStep(0);
  };

  const footer =
    step === 2 ? (
      <Button onClick={onClose}>{t('common.close')}</Button>
    ) : (
      <>
        {step === 1 ? <Button onClick={back}>{t('team.wizard.previous')}</Button> : <Button onClick={onClose}>{t('common.cancel')}</Button>}
        <Button type="primary" disabled={!canGoOn(step, draft)} loading={create.isPending} onClick={next}>
          {step === 1 ? t('team.wizard.create') : t('team.wizard.next')}
        </Button>
      </>
    );

  return (
    <Modal open title={t('team.wizard.title')} onCancel={onClose} footer={footer} width={640} maskClosable={false} destroyOnHidden>
      <Steps
        size="small"
        current={step}
        style={{ margin: '8px 0 24px' }}
        items={[{ title: t('team.wizard.step.info') }, { title: t('team.wizard.step.key') }, { title: t('team.wizard.step.done') }]}
      />
      {step === 0 ? <WizardInfoStep draft={draft} touched={touched} serverErrors={serverErrors} org={user ? organizationOf(user) : null} onChange={change} /> : null}
      {step === 1 ? <WizardKeyStep value={draft.keyType} onChange={(keyType) => change({ keyType })} /> : null}
      {step === 2 && team ? <WizardDoneStep team={team} place={place} onClose={onClose} /> : null}
    </Modal>
  );
}

/** The wizard while `open`; every opening starts from an empty draft. */
export function CreateTeamWizard({ open, place, fromType, onClose }: { open: boolean; place: TeamPlace; fromType?: string; onClose: () => void }) {
  const user = useCurrentUser();
  return open ? <Wizard user={user.data} place={place} fromType={fromType} onClose={onClose} /> : null;
}
