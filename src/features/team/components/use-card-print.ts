/**
 * Printing login cards (spec 002 §2.7): all of the team's cards (fetched 999 at once), or one;
 * beyond the spec, only the students chosen in the team's table (`ids`), or one part of 999 of a
 * team too big for one print.
 * The cards go into the print root, their pictures are decoded, then the browser's print dialog
 * opens. The time from the data's arrival to the cards being ready is marked for the benchmark
 * (performance measure "login-cards:ready").
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CARD_PAGE_SIZE, loginCardsQueryOptions } from '@/api/team-students';
import type { LoginCard } from '@/types/manage';

export const PRINT_MARKS = { data: 'login-cards:data', ready: 'login-cards:ready' } as const;

/** Every picture inside the print root decoded (a card printed before its picture loads prints blank). */
async function picturesReady(): Promise<void> {
  const images = [...document.querySelectorAll<HTMLImageElement>('.card-print-root img')];
  // (decode is missing only where nothing is drawn, as in the tests' jsdom)
  await Promise.all(images.map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined)));
}

export function useCardPrint(team: string, screenCards: LoginCard[], ids?: string) {
  const queryClient = useQueryClient();
  const [job, setJob] = useState<{ cards: LoginCard[]; id: number } | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!job) return;
    let live = true;
    // The cards are in the document after this commit; wait a frame for layout, then the pictures.
    requestAnimationFrame(() => {
      void picturesReady().then(() => {
        if (!live) return;
        performance.clearMarks(PRINT_MARKS.ready);
        performance.mark(PRINT_MARKS.ready);
        if (performance.getEntriesByName(PRINT_MARKS.data).length > 0) performance.measure(PRINT_MARKS.ready, PRINT_MARKS.data, PRINT_MARKS.ready);
        window.print();
      });
    });
    return () => {
      live = false;
    };
  }, [job]);

  /** Prints part `part` (from 1) of the cards, 999 a part: the whole team (or the chosen students) up to 999. */
  async function printPart(part: number): Promise<void> {
    setLoading(true);
    try {
      const answer = await queryClient.fetchQuery(loginCardsQueryOptions(team, { page: part, page_size: CARD_PAGE_SIZE.print, ...(ids ? { ids } : {}) }));
      performance.clearMarks(PRINT_MARKS.data);
      performance.clearMeasures(PRINT_MARKS.ready);
      performance.mark(PRINT_MARKS.data);
      setJob({ cards: answer.results, id: Date.now() });
    } finally {
      setLoading(false);
    }
  }

  return {
    /** what the print root holds: the job's cards, else the cards on screen (Ctrl+P prints those) */
    cards: job?.cards ?? screenCards,
    loading,
    printAll: () => printPart(1),
    printPart,
    printOne: (card: LoginCard) => {
      performance.clearMarks(PRINT_MARKS.data);
      setJob({ cards: [card], id: Date.now() });
    },
  };
}
