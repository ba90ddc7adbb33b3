/** /manageCenter/student: the campus's students (spec 002 §2.8). */
import { CentreShell } from '../components/centre-shell';
import { StudentTab } from '../components/student-tab';

export default function StudentPage() {
  return (
    <CentreShell tab="student">
      <StudentTab />
    </CentreShell>
  );
}
