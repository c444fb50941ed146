import { describe, expect, it } from 'vitest';
import { csvLine } from './csv';

describe('csvLine', () => {
  it('quotes what needs quoting and leaves the rest', () => {
    expect(csvLine(['plain', 42, null, undefined, ''])).toBe('plain,42,,,\r\n');
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines'])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });

  it('keeps Indian scripts as they are', () => {
    expect(csvLine(['રમેશ પટેલ', 'सुनीता'])).toBe('રમેશ પટેલ,सुनीता\r\n');
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    expect(csvLine(['=HYPERLINK("x")', '+91', '-1', '@SUM(A1)'])).toBe(
      `"'=HYPERLINK(""x"")",'+91,'-1,'@SUM(A1)\r\n`,
    );
    // Numbers are numbers, not text to guard.
    expect(csvLine([-5])).toBe('-5\r\n');
  });
});
