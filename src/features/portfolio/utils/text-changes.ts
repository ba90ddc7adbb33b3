/**
 * What the portfolio form's save sends of the texts (issue 25: no save undoes a change it did not
 * show): only the title and description the user changed, so one another member changed meanwhile
 * is not written back.
 */
import type { Studio } from '@/types/portfolio';

/** The title and description that differ from what the form opened with, or null. */
export function textChanges(studio: Pick<Studio, 'title' | 'description'>, values: { title: string; description: string }): { title?: string; description?: string } | null {
  const out: { title?: string; description?: string } = {};
  if (values.title !== studio.title) out.title = values.title;
  if (values.description !== studio.description) out.description = values.description;
  return Object.keys(out).length > 0 ? out : null;
}
