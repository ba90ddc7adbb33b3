/**
 * A quiet banner while the browser is offline (it goes when the connection is back). The live
 * region stays in the page, so its text is announced when it appears.
 */
import { useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/i18n';
import './recovery.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  return (
    <div role="status" className={online ? 'tc-offline-banner' : 'tc-offline-banner tc-offline-banner--shown'}>
      {online ? null : t('shell.offline.banner')}
    </div>
  );
}
