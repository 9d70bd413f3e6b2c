import { describe, expect, it } from 'vitest';
import { readCurp } from './read-curp';

const YEAR = 2026;

describe('readCurp', () => {
  it('finds a CURP among the other text of an ID', () => {
    const text =
      'INSTITUTO NACIONAL ELECTORAL\nNOMBRE\nBELLO MENA LUIS RAUL\nCURP BEML920313HMCLNS09\nAÑO DE REGISTRO 2010 01\n';
    expect(readCurp(text, YEAR)).toBe('BEML920313HMCLNS09');
  });

  it('reads it in lower case and with spaces the engine inserted', () => {
    expect(readCurp('curp: heGG 560427 MVZRRL04', YEAR)).toBe('HEGG560427MVZRRL04');
  });

  it('fixes look-alikes by position: O for 0 in the date and check digit, 0 for O in the name', () => {
    expect(readCurp('CURP B0XW31O82OHNERXN09', YEAR)).toBe('BOXW310820HNERXN09');
    expect(readCurp('BOXW310820HNERXNO9', YEAR)).toBe('BOXW310820HNERXN09'); // homoclave 0 read as the letter O
    expect(readCurp('HEGG56O427MVZRRLO4', YEAR)).toBe('HEGG560427MVZRRL04');
  });

  it('keeps a letter homoclave (born in 2000 or later)', () => {
    expect(readCurp('PERJ000229HJCRNNA6', YEAR)).toBe('PERJ000229HJCRNNA6');
  });

  it('reads an O/0 homoclave by the birth year it implies: never in the future, never over 100 years ago', () => {
    // The check digit cannot tell: O (25) and 0 at weight 2 differ by 50.
    expect(readCurp('BOXW310820HNERXNO9', 2026)).toBe('BOXW310820HNERXN09'); // 2031 is in the future: 1931
    expect(readCurp('BOXW310820HNERXNO9', 2032)).toBe('BOXW310820HNERXNO9'); // by then 1931 is over 100 years ago
  });

  it('accepts only a CURP that passes its check digit, date and state', () => {
    expect(readCurp('BOXW310820HNERXN08', YEAR)).toBeNull(); // wrong check digit
    expect(readCurp('BOXW311320HNERXN09', YEAR)).toBeNull(); // month 13
    expect(readCurp('INSTITUTO NACIONAL ELECTORAL\nCLAVE DE ELECTOR GMDZER56123109H700', YEAR)).toBeNull();
  });

  it('reads JC (Jalisco) that the engine read as IC: the state list and the check digit decide', () => {
    // Issue 30: a sharp INE whose J lost its hook; "IC" is no state, only "JC" validates.
    expect(readCurp('CURP MOPR900512HICRRL08', YEAR)).toBe('MOPR900512HJCRRL08');
    expect(readCurp('CURP MOPR900512H1CRRL08', YEAR)).toBe('MOPR900512HJCRRL08'); // the J read as the digit 1
  });

  it('resolves S/5, B/8, Z/2 and O/0 by position and keeps only the reading whose check digit holds', () => {
    expect(readCurp('S0BZ85O1O1HJC5BZO2', YEAR)).toBe('SOBZ850101HJCSBZ02');
    expect(readCurp('SOBZ8SO1O1HJCSBZ02', YEAR)).toBe('SOBZ850101HJCSBZ02');
    expect(readCurp('SOBZ850IO1HJCSBZ0Z', YEAR)).toBe('SOBZ850101HJCSBZ02');
    expect(readCurp('SOBZ850101HJCSBZ0B', YEAR)).toBeNull(); // 8 is not its check digit
  });

  it('a letter read right stays: one I/J swap in the name always breaks the check digit', () => {
    expect(readCurp('MOPR900512HJCRRL08', YEAR)).toBe('MOPR900512HJCRRL08');
  });

  it('two different valid CURPs in one reading are not guessed between', () => {
    // I/J at the first letter (weight 18) and at the homoclave (weight 2) move the sum by 20:
    // IAXX…RRRI9 and JAXX…RRRJ9 both pass the check digit, so the photo cannot tell them apart.
    expect(readCurp('IAXX000101HJCRRRI9', YEAR)).toBeNull();
    // Two different CURPs on one photo: neither is taken.
    expect(readCurp('MOPR900512HJCRRL08\nSOBZ850101HJCSBZ02', YEAR)).toBeNull();
  });

  it('answers null for empty or unreadable text', () => {
    expect(readCurp('', YEAR)).toBeNull();
    expect(readCurp('~~~ ### \n\n', YEAR)).toBeNull();
  });
});
