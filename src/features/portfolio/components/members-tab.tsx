/**
 * The members tab (spec 001 §4, §6; 002 §2.4, §4.5, §6): the invite form for the owner and
 * managers, a name search, and the kind's member view.
 */
import { useState } from 'react';
import { Input } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import type { Studio } from '@/types/portfolio';
import { canInviteMembers } from '../utils/permissions';
import { InviteForm } from './invite-form';
import { PersonalMemberList, RegionalMemberTable, TeamMemberGrid } from './member-views';

export function MembersTab({ studio, viewerId }: { studio: Studio; viewerId: number }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const View = studio.kind === 'area' ? RegionalMemberTable : studio.kind === 'team' ? TeamMemberGrid : PersonalMemberList;
  return (
    <section aria-label={t('portfolio.tab.members')}>
      {canInviteMembers(studio.role) ? <InviteForm studioId={studio.id} /> : null}
      <Input.Search
        allowClear
        aria-label={t('portfolio.members.search')}
        placeholder={t('portfolio.members.search')}
        onSearch={(value) => setSearch(value.trim())}
        className="members-search"
      />
      <View key={search} studio={studio} viewerId={viewerId} search={search} />
    </section>
  );
}
