/** /manageCenter/activity: the campus activity log (issue 32). */
import { ActivityTab } from '../components/activity-tab';
import { CentreShell } from '../components/centre-shell';

export default function ActivityPage() {
  return (
    <CentreShell tab="activity">
      <ActivityTab />
    </CentreShell>
  );
}
