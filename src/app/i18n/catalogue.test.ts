import { areas as zhAreas } from './areas.zh-CN';
import { areas as enAreas } from './areas.en-US';
import { mergeAreas } from './areas';

const areaNames = Object.keys(zhAreas) as (keyof typeof zhAreas)[];

describe('message catalogue', () => {
  it('lists the same areas in both languages', () => {
    expect(Object.keys(enAreas).sort()).toEqual([...areaNames].sort());
  });

  it.each(areaNames)('%s has the same keys in zh-CN and en-US', (area) => {
    expect(Object.keys(enAreas[area]).sort()).toEqual(Object.keys(zhAreas[area]).sort());
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
