import { catalogue, catalogueAreas } from './catalogue';

describe('message catalogue', () => {
  it.each(catalogueAreas.map((a) => [a.area, a]))('%s has the same keys in zh-CN and en-US', (_, area) => {
    const zh = Object.keys(area.zhCN).sort();
    const en = Object.keys(area.enUS).sort();
    expect(en).toEqual(zh);
  });

  it('has no empty message in either language', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const empty = Object.entries(catalogue[locale]).filter(([, v]) => !v.trim()).map(([k]) => k);
      expect(empty).toEqual([]);
    }
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',');
    const mismatched = Object.keys(catalogue['zh-CN']).filter(
      (key) => placeholders(catalogue['zh-CN'][key]) !== placeholders(catalogue['en-US'][key]),
    );
    expect(mismatched).toEqual([]);
  });
});
