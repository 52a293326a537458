import { describe, expect, it } from 'vitest';
import { csvFile } from './csv';

describe('CSV files', () => {
  it('quote what RFC 4180 asks and keep numbers, negative ones too, as numbers', () => {
    expect(
      csvFile(
        ['name', 'points'],
        [
          ['Frog, "the" one', -5],
          [null, 10],
        ],
      ),
    ).toBe('name,points\r\n"Frog, ""the"" one",-5\r\n,10\r\n');
  });

  it('write no text a spreadsheet would run as a formula', () => {
    const names = ['=HYPERLINK("http://x.test","Click")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];
    const lines = csvFile(
      ['name'],
      names.map((name) => [name]),
    ).split('\r\n');
    expect(lines.slice(1, 5)).toEqual(['"\'=HYPERLINK(""http://x.test"",""Click"")"', "'+1+1", "'-2+3", "'@SUM(A1)"]);
    expect(lines[5]).toBe("'\t=1");
    expect(csvFile(['name'], [['\r=1']])).toBe('name\r\n"\'\r=1"\r\n');
    expect(csvFile(['name'], [['Frog = 1'], ['e-mail']])).toBe('name\r\nFrog = 1\r\ne-mail\r\n');
  });
});
