import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/**
 * Weak admin passwords (docs/decisions/0099-admin-password-strength.md): refused when they contain
 * the account's e-mail or name or a word of the resort's name, or when the zxcvbn-ts strength
 * estimate is below 3 of 4 ("safely unguessable: moderate protection from offline attacks").
 * Server-only: the dictionaries are large and never enter the browser's bundles.
 */
const MIN_PASSWORD_SCORE = 3;
const RESORT_WORDS = ['village', 'machaan', 'machan'] as const;

export const WEAK_PASSWORD = {
  personal: 'Password must not contain your email address or name',
  resort: "Password must not contain the resort's name",
  guessable:
    'This password is too easy to guess. Please use a longer password, for example a few unrelated words',
} as const;

let estimator: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator;
}

const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Pieces of an e-mail and name that a password must not contain (at least 3 characters each). */
function personalWords(who: { email?: string | undefined; name?: string | undefined }): string[] {
  const [local = '', domain = ''] = (who.email ?? '').toLowerCase().split('@');
  const pieces = [
    local,
    ...local.split(/[._+-]+/),
    domain.split('.')[0] ?? '',
    ...(who.name ?? '').split(/\s+/),
  ];
  return [...new Set(pieces.map(letters).filter((p) => p.length >= 3))];
}

/** Why `password` is too weak for an admin account, or undefined when it is acceptable. */
export function passwordWeakness(
  password: string,
  who: { email?: string | undefined; name?: string | undefined; resortName?: string | undefined },
): keyof typeof WEAK_PASSWORD | undefined {
  const flat = letters(password);
  const resortWords = [
    ...RESORT_WORDS,
    ...(who.resortName ?? '')
      .split(/\s+/)
      .map(letters)
      .filter((w) => w.length >= 4),
  ];
  const personal = personalWords(who);
  if (personal.some((w) => flat.includes(w))) return 'personal';
  if (resortWords.some((w) => flat.includes(w))) return 'resort';
  const { score } = zxcvbn().check(password.slice(0, 100), [...personal, ...resortWords]);
  return score < MIN_PASSWORD_SCORE ? 'guessable' : undefined;
}
