import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bookingListQuerySchema } from '../../../domain/booking-list';
import { listSearchString, parseListParams, useListParams } from './use-list-params';

const parse = (search: string) =>
  parseListParams(bookingListQuerySchema, new URLSearchParams(search));

describe('list params in the URL (the server’s own query schema)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['', { page: 1, pageSize: 20, sort: '-createdAt' }],
    ['status=confirmed&page=3', { status: 'confirmed', page: 3 }],
    ['status=all', { status: undefined }],
    // A hand-edited or stale value falls back to its default instead of breaking the page.
    ['status=bogus&page=2', { status: undefined, page: 2 }],
    ['page=-4&pageSize=5000', { page: 1, pageSize: 20 }],
    ['sort=password', { sort: '-createdAt' }],
    ['from=2026-12-10&to=2026-12-01', { from: '2026-12-10', to: undefined }],
    ['q=%20%20Rao%20', { q: 'Rao' }],
  ])('%s', (search, expected) => {
    const parsed = parse(search) as Record<string, unknown>;
    expect(Object.fromEntries(Object.keys(expected).map((k) => [k, parsed[k]]))).toEqual(expected);
  });

  it('writes only what differs from the defaults', () => {
    expect(listSearchString(bookingListQuerySchema, parse(''))).toBe('');
    expect(
      listSearchString(bookingListQuerySchema, { ...parse(''), status: 'pending', page: 2 }),
    ).toBe('page=2&status=pending');
  });
});

function setup(initial: string) {
  let location = { search: '' };
  const wrapper = ({ children }: { children: ReactNode }) => {
    const Probe = () => {
      location = useLocation();
      return <>{children}</>;
    };
    const router = createMemoryRouter([{ path: '/admin/bookings', element: <Probe /> }], {
      initialEntries: [`/admin/bookings${initial}`],
    });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListParams(bookingListQuerySchema), { wrapper });
  return { hook, search: () => location.search };
}

describe('useListParams', () => {
  it('goes back to page 1 when a filter changes, and keeps the page when paging', () => {
    const { hook, search } = setup('?status=pending&page=4');
    expect(hook.result.current.params).toMatchObject({ status: 'pending', page: 4 });
    act(() => hook.result.current.update({ paymentStatus: 'paid' }));
    expect(search()).toBe('?status=pending&paymentStatus=paid');
    act(() => hook.result.current.update({ page: 2 }));
    expect(search()).toBe('?page=2&status=pending&paymentStatus=paid');
    expect(hook.result.current.apiSearch).toBe('page=2&status=pending&paymentStatus=paid');
    // The same values as an object for the typed client's `query` (defaults left out).
    expect(hook.result.current.apiQuery).toEqual({
      page: 2,
      status: 'pending',
      paymentStatus: 'paid',
    });
  });

  it('clears the filters but keeps how the list is shown (sort, page size)', () => {
    const { hook, search } = setup('?status=pending&sort=checkIn&pageSize=50&page=3');
    expect(hook.result.current.filtered).toBe(true);
    act(() => hook.result.current.clear());
    expect(search()).toBe('?sort=checkIn&pageSize=50');
    expect(hook.result.current.filtered).toBe(false);
  });
});
