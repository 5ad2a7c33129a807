import { describe, expect, it } from 'vitest';
import { createColumnHelper, nextSort, sortDirection } from './table-columns';

type Row = { name: string; visits: number; lastVisit: string | null };
const row: Row = { name: 'Asha Rao', visits: 3, lastVisit: null };
const column = createColumnHelper<Row>();

describe('admin table columns', () => {
  it('an accessor column is named by its field and shows the value without a cell of its own', () => {
    const visits = column.accessor('visits', { header: 'Visits' });
    expect(visits.id).toBe('visits');
    expect(visits.cell({ row: { original: row } })).toBe('3');
    expect(column.accessor('lastVisit', { header: 'Last' }).cell({ row: { original: row } })).toBe(
      null,
    );
  });

  it("an accessor's cell reads the field through getValue and the row through row.original", () => {
    const name = column.accessor('name', {
      header: 'Name',
      cell: ({ getValue, row: { original } }) => `${getValue()} (${original.visits})`,
    });
    expect(name.cell({ row: { original: row } })).toBe('Asha Rao (3)');
  });

  it.each([
    ['', 'name', 'name'],
    ['name', 'name', '-name'],
    ['-name', 'name', 'name'],
    ['-createdAt', 'name', 'name'],
  ])('sorted by %j, a click on %s sorts by %j', (current, key, next) => {
    expect(nextSort(current, key)).toBe(next);
  });

  it.each([
    ['name', 'ascending'],
    ['-name', 'descending'],
    ['visits', undefined],
  ])('sorted by %j, the name column is %s', (sort, direction) => {
    expect(sortDirection(sort, 'name')).toBe(direction);
  });
});
