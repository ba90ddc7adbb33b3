import { blockText } from './block-text';

describe('disabled team actions: the tooltip', () => {
  it.each([
    [null, 'sales', null],
    ['role', 'sales', null],
    ['not-started', 'campus-admin', { key: 'team.block.notStarted' }],
    ['expired', 'sales', { key: 'team.block.expired.sales', params: { phone: '400' } }],
    ['expired', 'campus-admin', { key: 'team.block.expired.admin' }],
    ['quota', 'sales', { key: 'team.block.teamQuota.sales', params: { phone: '400' } }],
    ['quota', 'campus-admin', { key: 'team.block.teamQuota.admin' }],
  ] as const)('%s for %s', (reason, audience, text) => {
    expect(blockText(reason, audience, '400')).toEqual(text);
  });

  it('names students for the student quota', () => {
    expect(blockText('quota', 'sales', '400', 'student')).toEqual({ key: 'team.block.studentQuota.sales', params: { phone: '400' } });
  });
});
