/**
 * Number and text rules of the data center's charts (spec 000 §9): hours are seconds / 3600 to
 * one decimal, the progress chart's axis stops at 24 hours, course titles are cut at 30
 * characters, and the course chart and the rankings show at most 20 and 10 bars (spec 002 §9).
 */
export const COURSE_TITLE_MAX = 30;
export const PROGRESS_MAX_HOURS = 24;
export const COURSE_CHART_BARS = 20;
export const RANKING_BARS = 10;

export function hoursOf(seconds: number): number {
  return Math.round((Number(seconds) || 0) / 360) / 10;
}

/** At most COURSE_TITLE_MAX characters (by code point), an ellipsis when cut. */
export function truncateTitle(title: string, max = COURSE_TITLE_MAX): string {
  const chars = [...title];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : title;
}

/** The progress chart's y-axis maximum: the next whole hour above the data, at least 1, at most 24. */
export function progressAxisMax(hours: readonly number[]): number {
  const top = Math.max(0, ...hours.filter((h) => Number.isFinite(h)));
  return Math.min(PROGRESS_MAX_HOURS, Math.max(1, Math.ceil(top)));
}

/** 'YYYY-MM-DD' as 'MM/DD' for axis labels. */
export function shortDay(date: string): string {
  const [, m, d] = date.split('-');
  return m && d ? `${m}/${d}` : date;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** echarts tooltips are HTML: user text (work and course titles, names) goes in escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
