// Recursive-descent parser with JavaScript precedence for the subset we allow.
// Nesting is bounded while parsing (no stack blow-up on `((((…`) and the finished tree is depth-checked.
import { childrenOf } from './ast.ts';
import type { BinaryOperator, Expr, LogicalOperator } from './ast.ts';
import { BindingError } from './errors.ts';
import { hasFunction } from './functions/registry.ts';
import { MAX_AST_DEPTH, MAX_EXPRESSION_LENGTH, MAX_LITERAL_ITEMS } from './limits.ts';
import { FORBIDDEN_KEYS, UNSUPPORTED_WORDS, WORD_LITERALS, isRoot } from './names.ts';
import { tokenize } from './tokenizer.ts';
import type { Token } from './tokenizer.ts';

// Binary levels from loosest to tightest; `??` shares the level of `||` (left to right).
const LEVELS: ReadonlyArray<readonly string[]> = [
  ['||', '??'],
  ['&&'],
  ['==', '!=', '===', '!=='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];
const LOGICAL: ReadonlySet<string> = new Set(['||', '??', '&&']);

export function parse(src: string): Expr {
  if (src.length > MAX_EXPRESSION_LENGTH) {
    throw new BindingError(`expression longer than ${MAX_EXPRESSION_LENGTH} characters`, src, MAX_EXPRESSION_LENGTH);
  }
  const tokens = tokenize(src);
  let at = 0;
  let nesting = 0;

  const peek = (): Token => tokens[at] as Token;
  const fail = (message: string, pos: number = peek().pos): never => {
    throw new BindingError(message, src, pos);
  };
  const isPunct = (text: string): boolean => peek().type === 'punct' && peek().text === text;
  const take = (): Token => tokens[at++] as Token;
  const expect = (text: string): Token => {
    if (!isPunct(text)) fail(peek().type === 'end' ? `expected "${text}" but the expression ended` : `expected "${text}"`);
    return take();
  };
  // Guards every recursive entry so hostile nesting fails fast instead of overflowing the stack.
  const nested = <T>(parseInner: () => T): T => {
    if (++nesting > MAX_AST_DEPTH) fail(`expression nested deeper than ${MAX_AST_DEPTH}`);
    try {
      return parseInner();
    } finally {
      nesting--;
    }
  };

  const expression = (): Expr => nested(conditional);

  function conditional(): Expr {
    const test = binary(0);
    if (!isPunct('?')) return test;
    const pos = take().pos;
    const then = expression();
    expect(':');
    const otherwise = expression();
    return { type: 'conditional', test, then, otherwise, pos };
  }

  function binary(level: number): Expr {
    const ops = LEVELS[level];
    if (ops === undefined) return unary();
    let left = binary(level + 1);
    while (peek().type === 'punct' && ops.includes(peek().text)) {
      const { text, pos } = take();
      const right = binary(level + 1);
      left = LOGICAL.has(text)
        ? { type: 'logical', op: text as LogicalOperator, left, right, pos }
        : { type: 'binary', op: text as BinaryOperator, left, right, pos };
    }
    return left;
  }

  function unary(): Expr {
    if (isPunct('!') || isPunct('-') || isPunct('+')) {
      const { text, pos } = take();
      const arg = nested(unary);
      return { type: 'unary', op: text as '!' | '-' | '+', arg, pos };
    }
    return postfix();
  }

  function postfix(): Expr {
    let node = primary();
    for (;;) {
      if (isPunct('.')) {
        take();
        const name = peek();
        if (name.type !== 'name') fail('expected a property name after "."');
        take();
        node = member(node, name.text, name.pos);
      } else if (isPunct('[')) {
        const pos = take().pos;
        const index = expression();
        expect(']');
        node = index.type === 'literal' && (typeof index.value === 'string' || typeof index.value === 'number')
          ? member(node, String(index.value), index.pos)
          : { type: 'index', object: node, index, pos };
      } else if (isPunct('(')) {
        fail('only registered functions can be called, not values or methods');
      } else {
        return node;
      }
    }
  }

  function member(object: Expr, key: string, pos: number): Expr {
    if (FORBIDDEN_KEYS.has(key)) fail(`forbidden property name ${key}`, pos);
    return { type: 'member', object, key, pos };
  }

  function primary(): Expr {
    const token = peek();
    switch (token.type) {
      case 'number':
      case 'string':
        take();
        return { type: 'literal', value: token.value, pos: token.pos };
      case 'name':
        return name();
      case 'end':
        return fail('unexpected end of expression');
      case 'punct':
        if (token.text === '(') {
          take();
          const inner = expression();
          expect(')');
          return inner;
        }
        if (token.text === '[') return nested(arrayLiteral);
        if (token.text === '{') return nested(objectLiteral);
        return fail(`unexpected "${token.text}"`);
    }
  }

  function name(): Expr {
    const { text, pos } = take();
    if (WORD_LITERALS.has(text)) return { type: 'literal', value: WORD_LITERALS.get(text), pos };
    if (FORBIDDEN_KEYS.has(text)) fail(`forbidden name ${text}`, pos);
    if (isPunct('(')) {
      if (!hasFunction(text)) fail(`unknown function ${text}`, pos);
      take();
      const args = list(')');
      return { type: 'call', name: text, args, pos };
    }
    if (isRoot(text)) return { type: 'root', name: text, pos };
    if (UNSUPPORTED_WORDS.has(text)) fail(`"${text}" is not supported`, pos);
    return fail(`unknown name ${text}`, pos);
  }

  // Comma-separated expressions up to `close` (already past the opener); trailing comma allowed.
  function list(close: string): Expr[] {
    const items: Expr[] = [];
    while (!isPunct(close)) {
      if (items.length >= MAX_LITERAL_ITEMS) fail(`more than ${MAX_LITERAL_ITEMS} items`);
      items.push(expression());
      if (!isPunct(close)) expect(',');
    }
    take();
    return items;
  }

  function arrayLiteral(): Expr {
    const pos = take().pos;
    return { type: 'array', items: list(']'), pos };
  }

  function objectLiteral(): Expr {
    const pos = take().pos;
    const entries: Array<readonly [string, Expr]> = [];
    while (!isPunct('}')) {
      if (entries.length >= MAX_LITERAL_ITEMS) fail(`more than ${MAX_LITERAL_ITEMS} items`);
      const keyToken = take();
      let key: string;
      if (keyToken.type === 'name') key = keyToken.text;
      else if (keyToken.type === 'string' || keyToken.type === 'number') key = String(keyToken.value);
      else return fail('expected a plain key (name, string or number)', keyToken.pos);
      if (FORBIDDEN_KEYS.has(key)) fail(`forbidden property name ${key}`, keyToken.pos);
      expect(':');
      entries.push([key, expression()]);
      if (!isPunct('}')) expect(',');
    }
    take();
    return { type: 'object', entries, pos };
  }

  const ast = expression();
  if (peek().type !== 'end') fail(`unexpected "${peek().text}"`);
  checkDepth(ast, src);
  return ast;
}

// Long operator chains (`a+a+a…`) build deep trees without deep parser recursion; measure iteratively.
function checkDepth(root: Expr, src: string): void {
  const stack: Array<readonly [Expr, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as readonly [Expr, number];
    if (depth > MAX_AST_DEPTH) throw new BindingError(`expression nested deeper than ${MAX_AST_DEPTH}`, src, node.pos);
    for (const child of childrenOf(node)) stack.push([child, depth + 1]);
  }
}
