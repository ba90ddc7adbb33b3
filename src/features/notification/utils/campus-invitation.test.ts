import { describe, expect, it } from 'vitest';
import { invitationContent, invitationDialog, invitationOutcome } from './campus-invitation';

describe('campus invitation', () => {
  it('reads the content, tolerating broken JSON and falling back to tgt_id', () => {
    expect(invitationContent({ tgt_content: '{"logo":"/l.png","status":"False","employee_id":12}', tgt_id: 3 })).toEqual({ logo: '/l.png', status: 'False', employee_id: 12 });
    expect(invitationContent({ tgt_content: 'oops', tgt_id: 3 })).toEqual({ logo: '', status: 'pending', employee_id: 3 });
    expect(invitationContent({ tgt_content: '{"status":"True","employee_id":0}', tgt_id: null })).toEqual({ logo: '', status: 'True', employee_id: 0 });
  });

  it.each([
    ['pending', 'pending'],
    ['False', 'refused'],
    ['True', 'agreed'],
    ['anything', 'agreed'],
  ])('status %s is %s', (status, outcome) => expect(invitationOutcome(status)).toBe(outcome));

  it.each<[boolean, string, string]>([
    [true, 'pending', 'expired'],
    [true, 'False', 'expired'],
    [true, 'True', 'expired'],
    [false, 'False', 'refused'],
    [false, 'True', 'agreed'],
    [false, 'yes', 'agreed'],
    [false, 'pending', 'answer'],
  ])('expired=%s status %s opens %s', (expired, status, dialog) => expect(invitationDialog(expired, status)).toBe(dialog));
});
