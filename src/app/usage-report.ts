/**
 * The usage report (spec 000 §9): while signed in, every 3 minutes the app tells the server it
 * is in use; the server counts the time since the last report (at most one per minute per user
 * and platform, so several tabs count once) as online hours of the personal data center.
 */
import { useEffect } from 'react';
import { reportUsage } from '@/api/users';

/** spec 000 §9: a usage report every 3 minutes */
export const USAGE_REPORT_INTERVAL_MS = 3 * 60 * 1000;

/** Reports usage every 3 minutes while `signedIn`; the first report covers the first 3 minutes. */
export function useUsageReport(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => void reportUsage(), USAGE_REPORT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [signedIn]);
}
