import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import vmRules from '../../../eslint-rules/bracketed-sql.js';

/** The lint rule that keeps SQL fragments' OR/AND bracketed (decision 0116), on sample code. */
const linter = new Linter({ configType: 'flat' });
const lint = (code: string) =>
  linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { vm: vmRules },
          rules: { 'vm/bracketed-sql': 'error' },
        },
      ],
      'src/server/sample.ts',
    )
    .map((m) => m.messageId);

describe('vm/bracketed-sql', () => {
  it.each([
    // The searchAny of before: its ORs were ANDed with the list's filters unbracketed.
    ['sql.join(cols.map((c) => sql`${c} ilike ${p}`), sql` or `)', ['join']],
    ['sql.join(parts, sql` and `)', ['join']],
    ["sql.join(parts, sql.raw(' OR '))", ['join']],
    ['sql`x ${sql.join(parts, sql` or `)}`', ['join']],
    ['sql`${a} = 1 or ${b} = 2`', ['fragment']],
    ['sql`and ${a} = 1 or ${b} = 2`', ['fragment']],
    ['sql`${a} is null and ${b} > 0`', ['fragment']],
  ])('flags %s', (code, expected) => expect(lint(code)).toEqual(expected));

  it.each([
    'sql`(${sql.join(parts, sql` or `)})`',
    'sql`( ${sql.join(parts, sql` and `)} )`',
    'sql.join(ids, sql`, `)',
    'sql`(${a} = 1 or ${b} = 2)`',
    'sql`and ${a} = 1`',
    'sql`not (${a} = 1 and ${b} = 2)`',
    'sql`${d} between ${a} and ${b}`',
    "sql`case when ${a} and ${b} then 'x or y' else 'z' end`",
    'sql`select 1 from t where a = 1 and b = 2 or c = 3`',
    'sql`villa_inventory vi where vi.a = 1 and vi.b = 2`',
    'and(eq(a, 1), or(eq(b, 2), eq(c, 3)))',
  ])('accepts %s', (code) => expect(lint(code)).toEqual([]));
});
