/**
 * The root's error screen: an error in the shell itself (or anything a page boundary did not
 * catch) ends here, as react-router's error element of the root route, instead of a blank page.
 */
import { useRouteError } from 'react-router-dom';
import { Recovery } from './recovery';

export function RootRecovery() {
  const error = useRouteError();
  return (
    <main id="main" className="tc-recovery-root">
      <Recovery error={error} />
    </main>
  );
}
