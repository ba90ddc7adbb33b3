/**
 * The create/modify form of a portfolio (spec 002 §2.3, §5; 001 §5): cover (required; jpg, jpeg,
 * png or bmp by name, at most 1024 KB, the spec's warnings otherwise), name (required, with its
 * counter: 15, own collections 24), description (200, own collections 100) and, for team-linked
 * portfolios, the team (the picker's is_now_create rule). Save is disabled without a name, or
 * without a team where one is needed. The server's field errors show under their fields.
 */
import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTeams } from '@/api/teams';
import { useCreateStudio, useUpdateStudio } from '@/api/studios';
import { ImagePicker, usePicturePreview } from '@/components/image-picker';
import { organizationOf } from '@/lib/access';
import { ApiError } from '@/lib/api-error';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { checkOnline, type Check } from '@/lib/validators/check';
import { checkCoverFile } from '@/lib/validators/files';
import { checkPortfolioCover, checkPortfolioTeam } from '@/lib/validators/portfolios';
import type { Studio, StudioKind } from '@/types/portfolio';
import { textChanges } from '../utils/text-changes';
import type { User } from '@/types/user';
import { pickableTeams, TEXT_RULES } from '../utils/portfolio-kind';
import { PortfolioCover } from './portfolio-table';

interface Values {
  title: string;
  description: string;
  team?: string;
}

/** Every team of the viewer; the form picks from them. */
const ALL_TEAMS = { page: 1, page_size: 9999 };

function useRule(check: (value: string) => Check) {
  const t = useT();
  return {
    validator: (_: unknown, value: string | undefined) => {
      const problem = check(value ?? '');
      return problem ? Promise.reject(new Error(t(problem.key, problem.params))) : Promise.resolve();
    },
  };
}

export function PortfolioForm({
  kind,
  viewer,
  studio,
  onClose,
  onCreated,
}: {
  kind: StudioKind;
  viewer: User;
  /** the portfolio to modify; none to create one */
  studio?: Studio;
  onClose: () => void;
  onCreated?: (studio: Studio) => void;
}) {
  const t = useT();
  const { message } = useAppNotices();
  const [form] = Form.useForm<Values>();
  const [cover, setCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const preview = usePicturePreview(cover);
  const rules = TEXT_RULES[kind];
  const needsTeam = kind === 'team' && !studio;
  const teams = useTeams(ALL_TEAMS, needsTeam);
  const teamOptions = pickableTeams(teams.data?.results ?? [], organizationOf(viewer) !== null).map((team) => ({ value: team.code, label: team.name }));
  const create = useCreateStudio();
  const update = useUpdateStudio(studio?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const title = Form.useWatch('title', form) ?? studio?.title ?? '';
  const team = Form.useWatch('team', form);
  // Save needs a valid name (the kind's limit) and, for a new team portfolio, a team (002 §5).
  const canSave = rules.title(title) === null && checkPortfolioTeam(team, !needsTeam) === null;
  const titleRule = useRule(rules.title);
  const descriptionRule = useRule(rules.description);

  async function save(values: Values) {
    const offline = checkOnline(navigator.onLine);
    if (offline) return void message.error(t(offline.key));
    const missingCover = studio ? null : checkPortfolioCover(cover?.name);
    if (missingCover) return setCoverError(t(missingCover.key));
    try {
      if (studio) {
        // Only what the user changed: a field another member changed meanwhile is not written back.
        const text = textChanges(studio, { title: values.title, description: values.description ?? '' });
        if (text) await update.mutateAsync(text);
        if (cover) await update.mutateAsync({ cover });
        void message.success(t('portfolio.form.saved'));
        onClose();
      } else {
        const created = await create.mutateAsync({ kind, title: values.title, description: values.description ?? '', team: values.team, cover });
        void message.success(t('portfolio.form.created'));
        onCreated?.(created);
      }
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const known = (['title', 'description', 'team'] as const).filter((f) => fields[f]);
      form.setFields(known.map((name) => ({ name, errors: [fields[name]] })));
      if (fields.cover) setCoverError(fields.cover);
      if (known.length === 0 && !fields.cover) void message.error(error instanceof ApiError ? error.message : t('error.offline'));
    }
  }

  return (
    <Modal
      open
      title={t(studio ? 'portfolio.form.modifyTitle' : `portfolio.form.createTitle.${kind}`)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !canSave, loading: saving }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ title: studio?.title ?? '', description: studio?.description ?? '' }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          label={t('portfolio.form.cover')}
          required
          htmlFor="portfolio-cover"
          validateStatus={coverError ? 'error' : undefined}
          help={coverError ?? (cover ? t('portfolio.form.coverChosen', { name: cover.name }) : t('portfolio.form.coverHint'))}
        >
          <div className="portfolio-form__cover">
            {preview ? <img className="portfolio-cover portfolio-cover--small" src={preview} alt="" /> : studio ? <PortfolioCover studio={studio} /> : <span className="portfolio-cover portfolio-cover--small" />}
            <ImagePicker
              id="portfolio-cover"
              check={checkCoverFile}
              onPick={(file) => {
                setCover(file);
                setCoverError(null);
              }}
            >
              {t(cover || studio ? 'portfolio.form.coverChange' : 'portfolio.form.coverUpload')}
            </ImagePicker>
          </div>
        </Form.Item>
        <Form.Item name="title" label={t('portfolio.form.name')} required rules={[titleRule]}>
          <Input count={{ show: true, max: rules.titleMax }} placeholder={t('portfolio.form.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="description" label={t('portfolio.form.description')} rules={[descriptionRule]}>
          <Input.TextArea rows={3} count={{ show: true, max: rules.descriptionMax }} placeholder={t('portfolio.form.descriptionPlaceholder')} />
        </Form.Item>
        {needsTeam ? (
          <Form.Item name="team" label={t('portfolio.form.team')} required rules={[{ required: true, message: t('validation.portfolio.team.required') }]}>
            <Select
              loading={teams.isPending}
              options={teamOptions}
              placeholder={t('portfolio.form.teamPlaceholder')}
              notFoundContent={t('portfolio.form.noTeams')}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
