/**
 * A file name as a list shows it: at most SHOWN_FILE_NAME_MAX characters, cut before its
 * extension so the kind stays readable ("Spring term plan for the robotics club….docx"); the full
 * name goes in a tooltip (title) beside it. Names come from uploads (issue 25: at most 100
 * characters); the demo's longest are about 45.
 */
export const SHOWN_FILE_NAME_MAX = 60;
/** Longer "extensions" are part of the name (a dot in a sentence). */
const EXTENSION_MAX = 8;

export function shortenFileName(name: string, max = SHOWN_FILE_NAME_MAX): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  const kept = extension.length > 0 && extension.length <= EXTENSION_MAX ? extension : [];
  return `${chars.slice(0, max - kept.length - 1).join('')}…${kept.join('')}`;
}
