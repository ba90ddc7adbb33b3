import type { Campus } from '@/types/user';
import { afterCampusSelectRoute, campusToAutoSelect } from './campus-route';

const campus = (over: Partial<Campus>): Campus => ({
  id: 1, name: 'A', image_mark: '', is_select: false, status: '1', org_type: '1', user_type: 'teacher', unread_message: 0, is_employee: true,
  ...over,
});

describe('afterCampusSelectRoute', () => {
  it.each([
    ['teacher of an organisation', campus({}), '/teachplan'],
    ['manager|teacher of an organisation', campus({ user_type: 'manager|teacher' }), '/teachplan'],
    ['manager (not a teacher)', campus({ user_type: 'manager' }), '/course'],
    ['teacher of a school campus (org_type 0)', campus({ org_type: '0' }), '/teachplan'],
    ['pending invitation', campus({ status: '0' }), '/notification'],
    ['unknown status', campus({ status: '' }), '/notification'],
  ])('%s', (_label, c, route) => {
    expect(afterCampusSelectRoute(c)).toBe(route);
  });
});

describe('campusToAutoSelect', () => {
  it('selects only a single unselected campus', () => {
    const only = campus({});
    expect(campusToAutoSelect([only])).toBe(only);
    expect(campusToAutoSelect([campus({ is_select: true })])).toBeNull();
    expect(campusToAutoSelect([campus({}), campus({ id: 2 })])).toBeNull();
    expect(campusToAutoSelect([])).toBeNull();
    expect(campusToAutoSelect(undefined)).toBeNull();
  });
});
