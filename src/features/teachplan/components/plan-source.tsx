/** Where a plan comes from: the platform, a course bag, the viewer, or a colleague who shared it. */
import { Tag } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import type { TeachPlan } from '@/types/content';
import { BUILT_IN_PLAN_ID, isCourseBagPlan } from '../utils/permissions';

export function PlanSource({ plan, username }: { plan: TeachPlan; username: string }) {
  const t = useT();
  const own = plan.author === username && plan.author !== '';
  let source;
  if (plan.id === BUILT_IN_PLAN_ID) source = <Tag className="tp-tag tp-tag--built-in">{t('teachplan.source.builtIn')}</Tag>;
  else if (isCourseBagPlan(plan)) source = <Tag color="purple">{t('teachplan.source.courseBag')}</Tag>;
  else if (own) source = <Tag color="blue">{t('teachplan.source.mine')}</Tag>;
  else source = <span>{t(plan.is_share ? 'teachplan.source.sharedBy' : 'teachplan.source.uploadedBy', { name: plan.author_name || plan.author })}</span>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      {source}
      {own && plan.is_share && <Tag className="tp-tag tp-tag--shared">{t('teachplan.source.shared')}</Tag>}
    </span>
  );
}
