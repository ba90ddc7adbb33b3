/** One work of a portfolio (001 §3): its cover and title (opening it on the works community) and its author. */
import type { ReactNode } from 'react';
import { PersonAvatar } from '@/components/person-avatar';
import { Link } from 'react-router-dom';
import { communityProjectUrl } from '@/lib/external-links';
import type { StudioWork } from '@/types/portfolio';
import { paths } from '@/lib/paths';

export function WorkCard({ work, action }: { work: StudioWork; action?: ReactNode }) {
  const author = work.name || work.author.student_name || work.author.name || work.username;
  return (
    <li className="work-card">
      <a className="work-card__cover" href={communityProjectUrl(work.id)} target="_blank" rel="noopener noreferrer">
        {work.image ? <img src={work.image} alt="" /> : <span />}
        <span className="work-card__title">{work.title}</span>
      </a>
      <div className="work-card__meta">
        <Link to={paths.userHome.href(work.username)} className="work-card__author">
          <PersonAvatar size={22} name={author} src={work.avatar} />
          <span>{author}</span>
        </Link>
        {action}
      </div>
    </li>
  );
}
