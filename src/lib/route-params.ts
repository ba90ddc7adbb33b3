/** Ids in the address: a positive integer, or null for anything else (the page then shows 404). */
export function idParam(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
