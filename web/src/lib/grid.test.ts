import { describe, expect, it } from 'vitest';
import {
  afterCursorForPage,
  allowedRowsPerPage,
  cardsPerRow,
  clampPage,
  pageCount,
  pageSize,
  rowsPerPageOptions,
} from './grid';

describe('rows per page, cards per row and pagination maths', () => {
  it('offers 5-8 rows under 935 px and 2-5 from 935 px, defaulting to the first option', () => {
    expect(rowsPerPageOptions(934)).toEqual([5, 6, 7, 8]);
    expect(rowsPerPageOptions(935)).toEqual([2, 3, 4, 5]);
    expect(allowedRowsPerPage(390, null)).toBe(5);
    expect(allowedRowsPerPage(1440, undefined)).toBe(2);
    expect(allowedRowsPerPage(1440, 8)).toBe(2);
    expect(allowedRowsPerPage(390, 7)).toBe(7);
  });

  it('puts 1 to 7 cards in a row at the spec breakpoints', () => {
    const table: [number, number][] = [
      [360, 1],
      [934, 1],
      [935, 2],
      [1349, 2],
      [1350, 3],
      [1776, 4],
      [2196, 5],
      [2560, 5],
      [2616, 6],
      [3036, 7],
      [5000, 7],
    ];
    for (const [width, cards] of table) expect([width, cardsPerRow(width)]).toEqual([width, cards]);
  });

  it('sizes a page as cards per row times rows per page and counts pages', () => {
    expect(pageSize(1440, 2)).toBe(6);
    expect(pageSize(390, 5)).toBe(5);
    expect(pageCount(64, 6)).toBe(11);
    expect(pageCount(0, 6)).toBe(1);
  });

  it('clamps page numbers between 1 and the page count', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });

  it('jumps to any page with an offset cursor of the item before it', () => {
    expect(afterCursorForPage(1, 6)).toBeNull();
    expect(atob(afterCursorForPage(3, 6)!)).toBe('OffsetConnection:11');
  });
});
