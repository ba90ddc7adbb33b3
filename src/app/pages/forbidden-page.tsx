import { StatusPage } from './status-page';

export default function ForbiddenPage() {
  return <StatusPage status={403} />;
}
