import { describe, expect, it } from 'vitest';
import { paths, portfolioPath } from '@/lib/paths';
import { historyLink } from './history-link';

describe('home links', () => {
  it('links history entries to the course unit or the project', () => {
    expect(historyLink({ resourcetype: 'CourseHistory', course: 3, unit: 12, project: null })).toBe('/course/3/12');
    expect(historyLink({ resourcetype: 'CourseHistory', course: 3, unit: null, project: null })).toBe('/course/3/0');
    expect(historyLink({ resourcetype: 'CourseProjectHistory', course: null, unit: null, project: 9 })).toBe('/project/9');
    expect(historyLink({ resourcetype: 'CourseProjectHistory', course: null, unit: null, project: null })).toBeNull();
  });

  it('links portfolios by kind', () => {
    expect(portfolioPath({ id: 4, kind: 'personal' })).toBe('/manage/ownportfolio/4/project');
    expect(portfolioPath({ id: 4, kind: 'team' })).toBe('/manage/portfolio/4');
    expect(portfolioPath({ id: 4, kind: 'area' })).toBe('/manage/portfolio/4?type=area');
  });

  it('links teams, their courses and their data', () => {
    expect(paths.team.href('ABCDEF')).toBe('/manage/team/ABCDEF');
    expect(paths.team.href('ABCDEF', 'courses')).toBe('/manage/team/ABCDEF?type=courseManage');
    expect(paths.teamReport.href({ code: 'ABCDEF', id: 5 })).toBe('/manage/team/ABCDEF/datacenter?id=5');
  });

  it('links the own or the viewed data centre', () => {
    expect(paths.dataCenter.href(null)).toBe('/account/datacenter');
    expect(paths.dataCenter.href('student')).toBe('/account/datacenter/student');
  });
});
