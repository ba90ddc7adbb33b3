/** A student's login key in the table: ****** while keys are hidden, else the word or the picture (spec 002 §4.3, §9). */
import { useT } from '@/lib/i18n/i18n';
import type { TeamStudent } from '@/types/manage';
import { pictureName } from '../utils/cards';

export const HIDDEN_KEY = '******';

export function StudentKey({ student, shown }: { student: Pick<TeamStudent, 'key_type' | 'secret' | 'secret_image'>; shown: boolean }) {
  const t = useT();
  if (!shown) return <span aria-label={t('team.key.hidden')}>{HIDDEN_KEY}</span>;
  if (student.key_type === 'image') {
    const name = pictureName(student.secret_image);
    return (
      <span className="team-key-picture">
        <img src={student.secret_image} alt="" width={28} height={28} />
        {name}
      </span>
    );
  }
  return <span className="team-word-chip">{student.secret}</span>;
}
