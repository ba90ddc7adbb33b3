/** The browser tab's title for a page: "{title} · {product}", put back when the page goes. */
import { useEffect } from 'react';
import { useT } from './i18n/i18n';

export function usePageTitle(title: string | null | undefined): void {
  const t = useT();
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = `${title} · ${t('app.name')}`;
    return () => {
      document.title = previous;
    };
  }, [t, title]);
}
