/**
 * The usage report (spec 000 §9: sent every 3 minutes while signed in, at most one per minute per
 * key; the call is ours, see docs/api.md): each report counts the time since the user's last
 * counted report for that platform, at most one report interval, as online time of the current
 * hour band of today's usage row, which the personal data center sums (online hours).
 *
 * The key is the user and the platform, so several tabs of one user count their time once: two
 * tabs reporting 90 seconds apart each add 90 seconds.
 */
import type { HourBand, UsagePlatform } from '@/types/analytics';
import { db } from '../db/db';
import { dayFrom } from '../db/random';
import type { Identity } from './identity';

/** spec 000 §9: the client reports every 3 minutes... */
export const USAGE_REPORT_INTERVAL_MINUTES = 3;
/** ...and the server takes at most one report per minute per key. */
export const USAGE_REPORT_MIN_GAP_MS = 60_000;

const BAND_STARTS: readonly [start: number, band: HourBand][] = [
  [22, '22-24'], [20, '20-22'], [18, '18-20'], [16, '16-18'], [14, '14-16'], [12, '12-14'], [10, '10-12'], [8, '8-10'], [0, '0-8'],
];

export function hourBandOf(hour: number): HourBand {
  return BAND_STARTS.find(([start]) => hour >= start)![1];
}

const bandField = (platform: UsagePlatform) => (platform === 'teach' ? 'online_bands' : 'creative_bands');

/**
 * Counts a report at `now`: the minutes it added, or null when the key reported less than a
 * minute ago (refused, nothing counted).
 */
export function countUsageReport(me: Identity, platform: UsagePlatform, now: Date = new Date()): number | null {
  const key = `${me.user.id}:${platform}`;
  const last = db.usageReports.findOne('key', key);
  const since = last ? now.getTime() - new Date(last.reported_at).getTime() : Infinity;
  if (since < USAGE_REPORT_MIN_GAP_MS) return null;
  // whole seconds of the time since, at most one report interval
  const minutes = Math.min(USAGE_REPORT_INTERVAL_MINUTES * 60, Math.round(since / 1000)) / 60;
  if (last) db.usageReports.update(last.id, { reported_at: now.toISOString() });
  else db.usageReports.insert({ key, user_id: me.user.id, platform, reported_at: now.toISOString() });

  const date = dayFrom(now, 0);
  const band = hourBandOf(now.getHours());
  const field = bandField(platform);
  const row = db.dailyUsage.findBy('user_id', me.user.id).find((d) => d.date === date);
  if (row) {
    db.dailyUsage.update(row.id, { [field]: { ...row[field], [band]: row[field][band] + minutes } });
  } else {
    const empty = Object.fromEntries(BAND_STARTS.map(([, b]) => [b, 0])) as Record<HourBand, number>;
    db.dailyUsage.insert({
      user_id: me.user.id,
      org_id: me.org?.id ?? null,
      date,
      online_bands: { ...empty },
      creative_bands: { ...empty },
      projects_submitted: 0,
      [field]: { ...empty, [band]: minutes },
    });
  }
  return minutes;
}
