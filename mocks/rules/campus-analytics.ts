/**
 * The campus data centre's answers from the raw daily usage (spec 002 §2.9, §3, §9): the head of
 * the page (gauges and counters), activity per day, the average-duration heat map and the staff's
 * time statistics. Usage rows belong to the campus they were recorded in (org_id), so a person
 * who left still counts for the days they were there.
 *
 *   Speed: the usage is folded once per campus into per-day totals and per-person prefix sums
 *   (a derived cache, rebuilt when a table it read changes), so a call over any range is a few
 *   lookups per day or per person, also on the large world.
 */
import type { ActivityMetric, ActivitySeries, HeatEntry, HourBand, MemberType, OrganizationAnalytics, TimeStatRow, UsagePlatform } from '@/types/analytics';
import { db } from '../db/db';
import { derived } from '../db/derived';
import type { OrganizationRecord } from '../db/schema';
import { HOUR_BANDS } from '../db/seed-usage';
import { orgUsage } from './org-quota';
import { activeStaffOf, daysIn, displayName, sumBands, type DayRange } from './personal-analytics';
import { availableCourseIds, campusCourseIds } from './course-access';
import { campusWorks } from './campus-works';
import { membersOf, memberTypeOf, RANK_ROWS, spanOf } from './campus-scope';

// ---------------------------------------------------------------------------------------------
// Usage, folded per day and per person

type Bands = Record<HourBand, number>;
const emptyBands = (): Bands => ({ '0-8': 0, '8-10': 0, '10-12': 0, '12-14': 0, '14-16': 0, '16-18': 0, '18-20': 0, '20-22': 0, '22-24': 0 });

interface DayTotals {
  onlineUsers: number;
  creativeUsers: number;
  onlineSeconds: number;
  creativeSeconds: number;
  /** minutes per band and the people who used the platform that day, per member type */
  heat: Record<MemberType, Record<UsagePlatform, { people: number; minutes: Bands }>>;
}

interface PersonUsage {
  userId: number;
  type: MemberType;
  /** the person's days with usage, sorted */
  days: string[];
  /** prefix sums over `days` (length days + 1): seconds on each platform, active days on each */
  onlineSeconds: number[];
  creativeSeconds: number[];
  onlineDays: number[];
  creativeDays: number[];
}

interface UsageIndex {
  byDay: Map<string, DayTotals>;
  people: PersonUsage[];
}

const emptyDay = (): DayTotals => ({
  onlineUsers: 0,
  creativeUsers: 0,
  onlineSeconds: 0,
  creativeSeconds: 0,
  heat: {
    staff: { teach: { people: 0, minutes: emptyBands() }, creative: { people: 0, minutes: emptyBands() } },
    student: { teach: { people: 0, minutes: emptyBands() }, creative: { people: 0, minutes: emptyBands() } },
  },
});

function usageIndex(org: OrganizationRecord): UsageIndex {
  return derived(`campus:${org.id}:usage`, () => {
    const members = membersOf(org);
    const byDay = new Map<string, DayTotals>();
    const rowsOf = new Map<number, { date: string; online: number; creative: number }[]>();
    for (const row of db.dailyUsage.findBy('org_id', org.id)) {
      const author = members.types.get(row.user_id);
      const type: MemberType = author ? memberTypeOf(author) : db.users.get(row.user_id)?.user_type === 'student' ? 'student' : 'staff';
      const online = sumBands(row.online_bands);
      const creative = sumBands(row.creative_bands);
      let day = byDay.get(row.date);
      if (!day) byDay.set(row.date, (day = emptyDay()));
      day.onlineSeconds += online * 60;
      day.creativeSeconds += creative * 60;
      for (const [platform, total, bands] of [['teach', online, row.online_bands], ['creative', creative, row.creative_bands]] as const) {
        if (total <= 0) continue;
        if (platform === 'teach') day.onlineUsers += 1;
        else day.creativeUsers += 1;
        const cell = day.heat[type][platform];
        cell.people += 1;
        for (const band of HOUR_BANDS) cell.minutes[band] += bands[band];
      }
      const list = rowsOf.get(row.user_id) ?? [];
      list.push({ date: row.date, online, creative });
      rowsOf.set(row.user_id, list);
    }
    const people: PersonUsage[] = [];
    for (const [userId, rows] of rowsOf) {
      rows.sort((a, b) => (a.date < b.date ? -1 : 1));
      const author = members.types.get(userId);
      const person: PersonUsage = {
        userId,
        type: author ? memberTypeOf(author) : db.users.get(userId)?.user_type === 'student' ? 'student' : 'staff',
        days: rows.map((r) => r.date),
        onlineSeconds: [0],
        creativeSeconds: [0],
        onlineDays: [0],
        creativeDays: [0],
      };
      rows.forEach((r, i) => {
        person.onlineSeconds.push(person.onlineSeconds[i] + r.online * 60);
        person.creativeSeconds.push(person.creativeSeconds[i] + r.creative * 60);
        person.onlineDays.push(person.onlineDays[i] + (r.online > 0 ? 1 : 0));
        person.creativeDays.push(person.creativeDays[i] + (r.creative > 0 ? 1 : 0));
      });
      people.push(person);
    }
    return { byDay, people };
  });
}

/** A prefix-sum total over the person's days in the range. */
function personTotal(person: PersonUsage, prefix: number[], range: DayRange): number {
  const [from, to] = spanOf(person.days, range);
  return prefix[to] - prefix[from];
}

// ---------------------------------------------------------------------------------------------
// Answers

/**
 * The campus's courses: its bags' and its own (what a manager has), and every course assigned to
 * one of its teachers, so a staff member's courses (watched + unwatched in the personnel ranking)
 * are always among them.
 */
export function campusCourseCount(org: OrganizationRecord): number {
  const ids = campusCourseIds(org.id);
  for (const who of activeStaffOf(org)) for (const id of availableCourseIds(who)) ids.add(id);
  return ids.size;
}

/** The title, the service period, the four gauges and the three counters. */
export function organizationSummary(org: OrganizationRecord): OrganizationAnalytics {
  return derived(`campus:${org.id}:summary`, () => {
    const usage = orgUsage(org);
    return {
      id: org.id,
      name: org.name,
      text_mark: org.text_mark,
      org_type: org.org_type,
      start_date: org.start_date,
      end_date: org.end_date,
      open_date: org.open_date,
      staff_nums: usage.staff_nums,
      max_staff: org.max_staff,
      org_real_used_student_nums: usage.used_student_nums,
      max_student: org.max_student,
      org_real_team_nums: usage.used_team_nums,
      max_team: org.max_team,
      org_real_used_team_studios_nums: usage.used_team_studios_nums,
      max_team_studios_num: org.max_team_studios_num,
      project_num: campusWorks(org).list.length,
      all_course_num: campusCourseCount(org),
      all_extend_num: db.extensions.size,
    };
  });
}

/**
 * One value per day of the range on each platform: users active that day (users), or seconds
 * all members spent (time); with the distinct members active over the whole range.
 */
export function activity(org: OrganizationRecord, range: DayRange, metric: ActivityMetric): ActivitySeries {
  const { byDay, people } = usageIndex(org);
  const dates = daysIn(range);
  const value = (day: string, platform: UsagePlatform) => {
    const totals = byDay.get(day);
    if (!totals) return 0;
    if (metric === 'users') return platform === 'teach' ? totals.onlineUsers : totals.creativeUsers;
    return platform === 'teach' ? totals.onlineSeconds : totals.creativeSeconds;
  };
  let online = 0;
  let creative = 0;
  let active = 0;
  for (const person of people) {
    const on = personTotal(person, person.onlineDays, range) > 0;
    const cr = personTotal(person, person.creativeDays, range) > 0;
    if (on) online += 1;
    if (cr) creative += 1;
    if (on || cr) active += 1;
  }
  return {
    date_list: dates,
    online_line_data: dates.map((d) => value(d, 'teach')),
    creative_line_data: dates.map((d) => value(d, 'creative')),
    open_date: org.open_date,
    member_num: membersOf(org).count,
    active_num: active,
    online_num: online,
    creative_num: creative,
  };
}

/**
 * Average minutes per person for each day of the range and hour band, on one platform: the
 * minutes of the members of that type who used the platform that day, divided by how many they
 * were (one decimal; 0 when nobody did).
 */
export function averageTime(org: OrganizationRecord, type: MemberType, platform: UsagePlatform, range: DayRange): HeatEntry[] {
  const { byDay } = usageIndex(org);
  return daysIn(range).flatMap((date) => {
    const cell = byDay.get(date)?.heat[type][platform];
    return HOUR_BANDS.map((hour) => ({ date, hour, val: cell && cell.people > 0 ? Math.round((cell.minutes[hour] / cell.people) * 10) / 10 : 0 }));
  });
}

/** Seconds each staff member spent on a platform over the range, most first, those with time only, at most RANK_ROWS. */
export function timeStatistics(org: OrganizationRecord, platform: UsagePlatform, range: DayRange): TimeStatRow[] {
  const rows: TimeStatRow[] = [];
  for (const person of usageIndex(org).people) {
    if (person.type !== 'staff') continue;
    const seconds = personTotal(person, platform === 'teach' ? person.onlineSeconds : person.creativeSeconds, range);
    const user = db.users.get(person.userId);
    if (seconds > 0 && user) rows.push({ user_name: user.username, name: displayName(user), the_sum: seconds });
  }
  return rows.sort((a, b) => b.the_sum - a.the_sum || a.user_name.localeCompare(b.user_name)).slice(0, RANK_ROWS);
}
