/**
 * The header's navigation (spec 000 §1, §2, §6): courses, the teaching plan (teachers, managers
 * and null-type users), the creation platforms (the block-based one only with snap_platform 2),
 * the practice platforms (exam and judge only when the organisation and the team have them on),
 * software download and competitions (students only). The app's pages among them are the route
 * table's items of the 'header' strip, shown by their routes' rules (src/lib/route-nav.ts); the
 * platforms and competitions are other sites. In restricted mode everything but the AI
 * apps platform is disabled. Where the header has no room, the navigation goes into the
 * one-menu header's drawer (header.tsx).
 */
import { useEffect, type ReactNode } from 'react';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { NavLink, useNavigate, type NavigateFunction } from 'react-router-dom';
import { canSeeCompetitions, canSeeExamEntry, canSeeJudgeEntry, canSeeSnapPlatform, organizationOf } from '@/lib/access';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { useT, type Translate } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { openExternal } from './open-external';
import { launchQuestionBank, logPracticeClick } from './practice-launch';
import { RestrictedLabel } from './restricted-mode';
import { preloadWhenIdle } from '@/lib/route-preload';
import { useNavItems, type NavItem } from '@/lib/route-nav';

type MenuItem = NonNullable<MenuProps['items']>[number];
type NavUser = Pick<User, 'user_type' | 'organization_data' | 'team_data' | 'campus_data' | 'studio_count'>;

interface Entry {
  key: string;
  label: string;
  /** an app route, or an external address (opens in a new tab) */
  to?: string;
  href?: string;
  onClick?: () => void;
  /** stays enabled in restricted mode */
  allowedWhenRestricted?: boolean;
}

interface Group {
  key: string;
  label: string;
  entries: Entry[];
}

/** The header's order: the app's pages by their keys in the route table, and the groups and links to other sites. */
const HEADER_ORDER = ['courses', 'teachPlan', 'creation', 'practice', 'download', 'competitions'] as const;

function buildNav(user: NavUser, t: Translate, pages: readonly NavItem[]): (Entry | Group)[] {
  const org = organizationOf(user);
  const creation: Entry[] = [
    { key: 'visual', label: t('shell.nav.creation.visual'), href: EXTERNAL_LINKS.creation.visualProgramming },
    { key: 'hardware', label: t('shell.nav.creation.hardware'), href: EXTERNAL_LINKS.creation.hardwareProgramming },
    { key: 'ai', label: t('shell.nav.creation.ai'), href: EXTERNAL_LINKS.creation.aiApps, allowedWhenRestricted: true },
    { key: 'cpp', label: t('shell.nav.creation.cpp'), href: EXTERNAL_LINKS.creation.cpp },
  ];
  if (canSeeSnapPlatform(org)) {
    creation.push({ key: 'blocks', label: t('shell.nav.creation.blocks'), href: EXTERNAL_LINKS.creation.blockPlatform });
  }
  const practice: Entry[] = [];
  if (canSeeExamEntry(org, user.team_data)) {
    practice.push({ key: 'exam', label: t('shell.nav.practice.exam'), onClick: () => void launchQuestionBank('exam') });
  }
  if (canSeeJudgeEntry(org, user.team_data)) {
    practice.push({ key: 'judge', label: t('shell.nav.practice.judge'), onClick: () => void launchQuestionBank('judge') });
  }
  practice.push({
    key: 'typing',
    label: t('shell.nav.practice.typing'),
    href: EXTERNAL_LINKS.practice.typingPractice,
    onClick: () => logPracticeClick('typing'),
  });

  const items = new Map<string, Entry | Group>([
    ...pages.map((page) => [page.key, { key: page.key, label: t(`shell.nav.${page.key}`), to: page.href }] as const),
    ['creation', { key: 'creation', label: t('shell.nav.creation'), entries: creation }],
    ['practice', { key: 'practice', label: t('shell.nav.practice'), entries: practice }],
  ]);
  if (canSeeCompetitions(user)) items.set('competitions', { key: 'competitions', label: t('shell.nav.competitions'), href: EXTERNAL_LINKS.competitions });
  return HEADER_ORDER.flatMap((key) => items.get(key) ?? []);
}

const isGroup = (item: Entry | Group): item is Group => 'entries' in item;

function activate(entry: Entry): void {
  entry.onClick?.();
  if (entry.href) openExternal(entry.href);
}

function NewTabHint() {
  const t = useT();
  return (
    <>
      <ExportOutlined aria-hidden style={{ fontSize: 11, marginInlineStart: 6, opacity: 0.6 }} />
      <span className="visually-hidden"> {t('shell.nav.newTab')}</span>
    </>
  );
}

function menuItem(entry: Entry, restricted: boolean, navigate: NavigateFunction): MenuItem {
  const disabled = restricted && !entry.allowedWhenRestricted;
  const label: ReactNode = entry.to ? (
    entry.label
  ) : (
    <>
      {entry.label}
      <NewTabHint />
    </>
  );
  return {
    key: entry.key,
    disabled,
    label: <RestrictedLabel restricted={disabled}>{label}</RestrictedLabel>,
    onClick: () => (entry.to ? navigate(entry.to) : activate(entry)),
  };
}

function DisabledNavItem({ label }: { label: string }) {
  const t = useT();
  return (
    <Tooltip title={t('shell.restricted.tooltip')}>
      <Button type="text" disabled>
        {label}
      </Button>
    </Tooltip>
  );
}

function NavEntry({ entry, restricted }: { entry: Entry; restricted: boolean }) {
  if (restricted && !entry.allowedWhenRestricted) return <DisabledNavItem label={entry.label} />;
  if (entry.to) {
    return (
      <NavLink to={entry.to} className="tc-nav-link">
        {entry.label}
      </NavLink>
    );
  }
  return (
    <a
      className="tc-nav-link"
      href={entry.href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => entry.onClick?.()}
    >
      {entry.label}
      <NewTabHint />
    </a>
  );
}

function NavGroup({ group, restricted }: { group: Group; restricted: boolean }) {
  const navigate = useNavigate();
  return (
    <Dropdown trigger={['click']} menu={{ items: group.entries.map((e) => menuItem(e, restricted, navigate)) }}>
      <Button type="text" aria-haspopup="menu">
        {group.label}
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

/** The navigation as menu entries with a group per platform list: the one-menu header's drawer. */
export function useNavMenuItems(user: NavUser, restricted: boolean): MenuItem[] {
  const t = useT();
  const navigate = useNavigate();
  const pages = useNavItems('header', user);
  return buildNav(user, t, pages).map((item) =>
    isGroup(item)
      ? { type: 'group', key: item.key, label: item.label, children: item.entries.map((e) => menuItem(e, restricted, navigate)) }
      : menuItem(item, restricted, navigate),
  );
}

/** The code of the pages the menu links to is fetched once the page is idle: a click finds it in the cache. */
function usePreloadLinked(user: NavUser): void {
  const linked = useNavItems('header', user)
    .map((page) => page.href)
    .join(' ');
  useEffect(() => preloadWhenIdle(linked.split(' ')), [linked]);
}

/** The header's navigation on one line: links, and one dropdown per group of platforms. */
export function HeaderNav({ user, restricted }: { user: NavUser; restricted: boolean }) {
  const t = useT();
  const pages = useNavItems('header', user);
  usePreloadLinked(user);
  return (
    <nav aria-label={t('shell.nav.label')} className="tc-nav">
      {buildNav(user, t, pages).map((item) =>
        isGroup(item) ? (
          <NavGroup key={item.key} group={item} restricted={restricted} />
        ) : (
          <NavEntry key={item.key} entry={item} restricted={restricted} />
        ),
      )}
    </nav>
  );
}

/** The one-menu header's navigation: its links still load their pages' code when idle. */
export function PreloadNavLinks({ user }: { user: NavUser }) {
  usePreloadLinked(user);
  return null;
}
