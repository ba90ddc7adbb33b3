/** /manageCenter/employee: the campus's teachers (spec 002 §2.8). */
import { CentreShell } from '../components/centre-shell';
import { EmployeeTab } from '../components/employee-tab';

export default function EmployeePage() {
  return (
    <CentreShell tab="employee">
      <EmployeeTab />
    </CentreShell>
  );
}
