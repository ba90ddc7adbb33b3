import { areas as zhCore } from './areas.zh-CN';
import { areas as enCore } from './areas.en-US';
import { mergeAreas, ROUTE_AREAS, loadRouteArea, type AreaMessages } from './areas';

let zhAreas: AreaMessages = {};
let enAreas: AreaMessages = {};

beforeAll(async () => {
  const zhRoute = await Promise.all(ROUTE_AREAS.map((area) => loadRouteArea(area, 'zh-CN')));
  const enRoute = await Promise.all(ROUTE_AREAS.map((area) => loadRouteArea(area, 'en-US')));
  zhAreas = Object.assign({}, zhCore, ...zhRoute);
  enAreas = Object.assign({}, enCore, ...enRoute);
});

describe('message catalogue (core areas and every route area)', () => {
  it('lists the same areas in both languages', () => {
    expect(Object.keys(enAreas).sort()).toEqual(Object.keys(zhAreas).sort());
    expect(Object.keys(zhAreas).length).toBeGreaterThan(Object.keys(zhCore).length);
  });

  it('has the same keys in zh-CN and en-US in every area', () => {
    const mismatched = Object.keys(zhAreas).filter(
      (area) => Object.keys(enAreas[area] ?? {}).sort().join('|') !== Object.keys(zhAreas[area]).sort().join('|'),
    );
    expect(mismatched).toEqual([]);
  });

  it('has no duplicate keys across areas and no empty message', () => {
    for (const merged of [mergeAreas(zhAreas), mergeAreas(enAreas)]) {
      expect(Object.entries(merged).filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
    }
  });

  it('uses the same placeholders in both languages', () => {
    const zh = mergeAreas(zhAreas);
    const en = mergeAreas(enAreas);
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',');
    expect(Object.keys(zh).filter((key) => placeholders(zh[key]) !== placeholders(en[key]))).toEqual([]);
  });
});
