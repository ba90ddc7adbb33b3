/** The top of a team page: the back link and the title (the team's name and the view, spec 002 §2.5, §2.7). */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function TeamHeader({ back, backLabel, title, extra }: { back: string; backLabel: string; title: string; extra?: ReactNode }) {
  return (
    <header className="team-header">
      <div className="team-header__back-row">
        <Link to={back} className="team-header__back">
          <ArrowLeftOutlined aria-hidden="true" /> {backLabel}
        </Link>
      </div>
      <Typography.Title level={1} className="team-page__title">
        {title}
      </Typography.Title>
      {extra ? <div className="team-header__extra">{extra}</div> : null}
    </header>
  );
}
