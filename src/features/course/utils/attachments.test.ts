import { describe, expect, it } from 'vitest';
import { addAttachments, COURSE_FEEDBACK_ACCEPT } from './attachments';

const MB = 1024 * 1024;
const file = (name: string, size = 10) => ({ name, size });

describe('feedback attachments', () => {
  it('offers the allowed types in the picker', () => {
    expect(COURSE_FEEDBACK_ACCEPT).toBe('.jpg,.jpeg,.png,.pdf,.doc,.docx,.zip,.rar');
  });

  it('adds files of the allowed types under 5 MB', () => {
    const picked = ['a.JPG', 'b.jpeg', 'c.png', 'd.pdf', 'e.docx'].map((n) => file(n));
    expect(addAttachments([], picked)).toEqual({ files: picked, refused: [], warning: null });
    expect(addAttachments([], [file('edge.zip', 5 * MB - 1)]).files).toHaveLength(1);
  });

  it('refuses 5 MB and more, and other types, naming the file', () => {
    const big = file('big.png', 5 * MB);
    const exe = file('run.exe');
    expect(addAttachments([], [big])).toEqual({ files: [], refused: [{ file: big, check: { key: 'validation.courseFeedback.attachment.size', params: { file: 'big.png' } } }], warning: null });
    expect(addAttachments([], [exe])).toEqual({ files: [], refused: [{ file: exe, check: { key: 'validation.courseFeedback.attachment.type', params: { file: 'run.exe' } } }], warning: null });
    expect(addAttachments([], [file('noextension')]).files).toEqual([]);
  });

  it('keeps every refused file of one pick with its own reason, and adds the rest', () => {
    const { files, refused } = addAttachments([], [file('big.png', 5 * MB), file('ok.pdf'), file('run.exe'), file('huge.zip', 6 * MB)]);
    expect(files.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(refused.map(({ file: f, check }) => [f.name, check.key])).toEqual([
      ['big.png', 'validation.courseFeedback.attachment.size'],
      ['run.exe', 'validation.courseFeedback.attachment.type'],
      ['huge.zip', 'validation.courseFeedback.attachment.size'],
    ]);
  });

  it('cuts picks beyond the fifth with the count warning', () => {
    const current = [file('1.png'), file('2.png'), file('3.png'), file('4.png')];
    const { files, warning } = addAttachments(current, [file('5.png'), file('6.png')]);
    expect(files.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
    expect(warning).toEqual({ key: 'validation.courseFeedback.attachment.count', params: { max: 5 } });
  });

  it('does not add the same file twice', () => {
    expect(addAttachments([file('a.png')], [file('a.png')]).files).toHaveLength(1);
  });
});
