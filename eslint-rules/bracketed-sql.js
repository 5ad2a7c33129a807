/**
 * vm/bracketed-sql (docs/decisions/0116): an SQL fragment that joins conditions with OR/AND carries
 * its own brackets. A fragment is embedded in someone else's WHERE (`archived is null and ${search}
 * and status = …`); a bare `a or b` there lets every row matching `b` past every filter.
 *
 * Flags, in code that builds SQL with drizzle's `sql` tag:
 * - `sql.join(parts, sql` or `)` (or ` and `, or `sql.raw(' or ')`) that is not the only thing
 *   between `(` and `)` of the enclosing sql template;
 * - an sql template fragment with an OR/AND outside brackets (quoted text, `between … and …` and
 *   `case … end` and a leading `and` that continues the caller's chain aside). Whole statements and
 *   query parts (select, insert, update, delete, with, … from/where) are not conditions and are
 *   left alone; so are CHECK constraint bodies in schema.ts (CHECK brackets them).
 */

const STATEMENT =
  /^\s*(select|with|insert|update|delete|create|alter|drop|lock|values|explain|set|show|begin|commit|rollback|listen|notify|unlisten|truncate|copy|do|call|grant|revoke|vacuum|analyze|refresh|comment)\b/i;

const QUERY_PART = new Set(['select', 'from', 'where', 'join', 'having']);

const isSqlTag = (node) =>
  node?.type === 'TaggedTemplateExpression' &&
  node.tag.type === 'Identifier' &&
  node.tag.name === 'sql';

/** ' or ' / ' and ' as a separator: an sql template with no expressions, sql.raw('…') or a string. */
function separatorWord(node) {
  let text;
  if (isSqlTag(node) && node.quasi.expressions.length === 0)
    text = node.quasi.quasis[0].value.cooked;
  else if (
    node?.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    node.callee.object.type === 'Identifier' &&
    node.callee.object.name === 'sql' &&
    node.callee.property.name === 'raw' &&
    node.arguments[0]?.type === 'Literal'
  )
    text = String(node.arguments[0].value);
  else if (node?.type === 'Literal' && typeof node.value === 'string') text = node.value;
  if (text === undefined) return undefined;
  const word = text.trim().toLowerCase();
  return word === 'or' || word === 'and' ? word : undefined;
}

/** True when `node` is the only expression between `(` and `)` of an enclosing sql template. */
function bracketedInTemplate(node) {
  const literal = node.parent;
  if (literal?.type !== 'TemplateLiteral' || !isSqlTag(literal.parent)) return false;
  const i = literal.expressions.indexOf(node);
  const before = literal.quasis[i].value.cooked.trimEnd();
  const after = literal.quasis[i + 1].value.cooked.trimStart();
  return before.endsWith('(') && after.startsWith(')');
}

/** The OR/AND words of a template's text that stand outside brackets, quotes and case…end. */
export function topLevelConnectives(text) {
  const found = [];
  let depth = 0;
  let pendingBetween = 0;
  const tokens = text.replace(/'(?:[^']|'')*'/g, "''").match(/\(|\)|[A-Za-z_]+/g) ?? [];
  // `and x = 1` continues its caller's AND chain: the leading AND is fine, an OR after it is not.
  if (tokens[0]?.toLowerCase() === 'and') tokens.shift();
  for (const token of tokens) {
    const word = token.toLowerCase();
    // A query part (`… from t where a and b`) is a clause of its own, not a condition.
    if (depth === 0 && QUERY_PART.has(word)) return [];
    if (token === '(' || word === 'case') depth++;
    else if (token === ')' || word === 'end') depth = Math.max(0, depth - 1);
    else if (depth === 0 && word === 'between') pendingBetween++;
    else if (depth === 0 && word === 'and' && pendingBetween > 0) pendingBetween--;
    else if (depth === 0 && (word === 'or' || word === 'and')) found.push(word);
  }
  return found;
}

export const bracketedSql = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL fragments that join conditions with OR/AND bracket themselves' },
    messages: {
      join: "sql.join(…, ' {{word}} ') must be bracketed where it is built: sql`(${sql.join(…)})` — it will be ANDed with other conditions (decision 0116).",
      fragment:
        "This SQL fragment has a bare '{{word}}': wrap its conditions in brackets — it will be embedded in another WHERE (decision 0116).",
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type !== 'MemberExpression' ||
          callee.object.type !== 'Identifier' ||
          callee.object.name !== 'sql' ||
          callee.property.name !== 'join'
        )
          return;
        const word = separatorWord(node.arguments[1]);
        if (word && !bracketedInTemplate(node))
          context.report({ node, messageId: 'join', data: { word } });
      },
      TaggedTemplateExpression(node) {
        if (!isSqlTag(node)) return;
        const text = node.quasi.quasis.map((q) => q.value.cooked).join(' ? ');
        if (STATEMENT.test(text)) return;
        // A separator (` or `) is the join's business.
        if (node.quasi.expressions.length === 0 && separatorWord(node)) return;
        const [word] = topLevelConnectives(text);
        if (word) context.report({ node, messageId: 'fragment', data: { word } });
      },
    };
  },
};

export default { rules: { 'bracketed-sql': bracketedSql } };
