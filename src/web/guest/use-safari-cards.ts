import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SAFARI_TIMINGS, type SafariTiming } from '../../domain/enums';
import {
  isTimingAllowed,
  SAFARI_DEFAULT_PERSONS,
  SAFARI_MESSAGES,
  safariDatesFor,
} from '../../domain/safari';
import { ApiError } from '../api/client';
import { safariOptionsQuery } from '../api/safari';
import { submitSafariEnquiries } from '../api/safari-enquiries';
import { useToast } from '../ui/toast';
import { useBooking } from './booking-context';
import type { SafariSelection } from './booking-draft';

/** A safari card on step 3: its date, time and persons, and whether its enquiry has been sent. */
export type SafariCardState = {
  key: number;
  date: string;
  timing: SafariTiming | '';
  persons: number;
  sent: boolean;
};
type Card = SafariCardState;

/**
 * Step 3's cards and their enquiries: adding, changing and removing cards, the morning rule on
 * the check-in day, and sending the new enquiries before step 4 (decision: enquiries, not sales).
 */
export function useSafariCards() {
  const { draft, dispatch } = useBooking();
  const toast = useToast();
  const options = useQuery(safariOptionsQuery);
  const checkIn = draft.checkIn ?? '';
  const checkOut = draft.checkOut ?? '';
  const dates = checkIn && checkOut ? safariDatesFor(checkIn, checkOut) : [];
  const [nextKey, setNextKey] = useState(draft.selectedSafaris.length + 1);
  // Safaris sent for earlier dates of this stay: a card whose night is no longer part of the stay
  // (the guest went back and changed the dates) needs a new date and a new enquiry.
  const [cards, setCards] = useState<Card[]>(() =>
    draft.selectedSafaris.map((s, i) => {
      const stillValid = dates.includes(s.date) && isTimingAllowed(s.timing, s.date, checkIn);
      return stillValid
        ? { key: i + 1, date: s.date, timing: s.timing, persons: s.persons, sent: true }
        : { key: i + 1, date: '', timing: s.timing, persons: s.persons, sent: false };
    }),
  );
  const [datesChanged] = useState(() => cards.some((c) => !c.sent));
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (options.isError)
      toast({
        type: 'error',
        title: SAFARI_MESSAGES.loadFailedTitle,
        message: SAFARI_MESSAGES.loadFailed,
      });
  }, [options.isError, toast]);

  // "Morning 6:00-10:00 AM" from the safari options' timings, when the catalogue has them.
  const timingHours = SAFARI_TIMINGS.flatMap((t) => {
    const found = options.data?.flatMap((o) => o.timings).find((x) => x.value === t.toLowerCase());
    return found ? [[t, found.label] as const] : [];
  });
  const pending = cards.filter((c) => !c.sent);
  const incomplete = pending.some((c) => !c.date || !c.timing);
  const sentCards = cards.filter((c) => c.sent);

  const addCard = () => {
    setCards((list) => [
      ...list,
      { key: nextKey, date: '', timing: '', persons: SAFARI_DEFAULT_PERSONS, sent: false },
    ]);
    setNextKey((k) => k + 1);
  };
  const update = (key: number, change: Partial<Card>) =>
    setCards((list) => list.map((c) => (c.key === key ? { ...c, ...change } : c)));

  const changeDate = (card: Card, date: string) => {
    if (card.timing && !isTimingAllowed(card.timing, date, checkIn)) {
      update(card.key, { date, timing: '' });
      toast({
        type: 'warning',
        title: SAFARI_MESSAGES.morningTitle,
        message: SAFARI_MESSAGES.morning,
      });
      return;
    }
    update(card.key, { date });
  };

  const toSelections = (list: Card[]): SafariSelection[] =>
    list.map((c, i) => ({
      id: `safari-${c.key}`,
      name: `Jungle Safari ${i + 1}`,
      date: c.date,
      timing: c.timing as SafariTiming,
      persons: c.persons,
      price: 0,
      description: `Jungle Safari - ${c.timing}`,
      duration: '',
    }));

  const submit = async () => {
    if (submitting) return;
    if (incomplete) {
      toast({
        type: 'error',
        title: SAFARI_MESSAGES.incompleteTitle,
        message: SAFARI_MESSAGES.incomplete,
      });
      return;
    }
    if (pending.length === 0) {
      dispatch({ type: 'replaceSafaris', safaris: toSelections(sentCards) });
      dispatch({ type: 'setStep', step: 4 });
      return;
    }
    setSubmitting(true);
    try {
      const { enquiries } = await submitSafariEnquiries({
        checkIn,
        checkOut,
        safaris: pending.map((c) => ({
          date: c.date,
          timing: c.timing as SafariTiming,
          persons: c.persons,
        })),
      });
      const n = enquiries.length;
      toast({
        type: 'success',
        title: SAFARI_MESSAGES.submittedTitle,
        message: SAFARI_MESSAGES.submitted(n),
      });
      toast({ type: 'info', title: SAFARI_MESSAGES.addedTitle, message: SAFARI_MESSAGES.added(n) });
      const all = cards.map((c) => ({ ...c, sent: true }));
      setCards(all);
      dispatch({ type: 'replaceSafaris', safaris: toSelections(all) });
      dispatch({ type: 'incrementEnquiryCount', by: n });
      dispatch({ type: 'setStep', step: 4 });
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        toast({
          type: 'error',
          title: SAFARI_MESSAGES.submitFailedTitle,
          message: err.message || SAFARI_MESSAGES.submitFailed,
        });
      } else {
        toast({
          type: 'error',
          title: SAFARI_MESSAGES.submitErrorTitle,
          message: SAFARI_MESSAGES.submitError,
        });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const onContinue = () => {
    if (cards.length === 0) {
      dispatch({ type: 'replaceSafaris', safaris: [] });
      dispatch({ type: 'setStep', step: 4 });
      return;
    }
    void submit();
  };

  return {
    checkIn,
    dates,
    cards,
    setCards,
    datesChanged,
    submitting,
    timingHours,
    pending,
    incomplete,
    sentCards,
    addCard,
    update,
    changeDate,
    submit,
    onContinue,
    back: () => dispatch({ type: 'setStep', step: 2 }),
  };
}
