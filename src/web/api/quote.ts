import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

export type QuoteLine = { label: string; amount: number; kind: string };
export type Quote = {
  nights: number;
  lines: QuoteLine[];
  villaTotal: number;
  packageTotal: number;
  subtotal: number;
  taxes: number;
  total: number;
  halfAdvance: number;
  currency: 'INR';
};
export type QuoteRequest = {
  villaId: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
  packageId?: string;
};

/** The server's price for a stay: the only price the guest is ever shown. */
export const quoteQuery = (request: QuoteRequest) =>
  queryOptions({
    queryKey: ['quote', request],
    queryFn: ({ signal }) => apiRequest<Quote>('/api/quote', { method: 'POST', body: request, signal }),
    staleTime: 60_000,
    retry: false,
  });
