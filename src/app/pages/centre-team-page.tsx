/**
 * /manageCenter/team (spec 002 §2.6): the management centre's team tab, composed here because it
 * joins two areas: the centre's frame and campus team list, and the team area's creation wizard
 * (opened by ?create=new; every call from these pages carries from_type, §6). The wizard is a
 * chunk of its own, loaded when it opens: the list comes first.
 */
import { Suspense } from 'react';
import { preloadable } from '@/lib/preloadable';
import { FROM_MANAGE_CENTRE } from '@/api/teams';
import { CentreShell } from '@/features/manageCenter/components/centre-shell';
import { TeamTab } from '@/features/manageCenter/components/team-tab';

const CreateTeamWizard = preloadable(() => import('@/features/team/components/create-team-wizard').then((m) => ({ default: m.CreateTeamWizard })));

export default function CentreTeamPage() {
  return (
    <CentreShell tab="team">
      <TeamTab
        wizard={({ open, onClose }) =>
          open && (
            <Suspense fallback={null}>
              <CreateTeamWizard open place="centre" fromType={FROM_MANAGE_CENTRE} onClose={onClose} />
            </Suspense>
          )
        }
      />
    </CentreShell>
  );
}
