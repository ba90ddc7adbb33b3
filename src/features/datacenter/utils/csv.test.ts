import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV of a chart', () => {
  it('quotes what needs quoting, CRLF lines, a BOM for Excel', () => {
    const csv = toCsv(['Work', 'Views'], [['Hello, world', 3], ['Say "hi"', 0], ['line\nbreak', null], ['日出', 12.5]]);
    expect(csv).toBe('\uFEFFWork,Views\r\n"Hello, world",3\r\n"Say ""hi""",0\r\n"line\nbreak",\r\n日出,12.5\r\n');
  });

  it('keeps a title from running as a formula', () => {
    expect(toCsv(['t'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@x']])).toBe('\uFEFFt\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2\r\n\'@x\r\n');
    expect(toCsv(['n'], [[-2]])).toBe('\uFEFFn\r\n-2\r\n');
  });
});
