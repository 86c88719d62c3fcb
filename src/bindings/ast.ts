// AST of the expression language. Every node records its source offset for error messages.
import type { RootName } from './names.ts';

export type UnaryOperator = '!' | '-' | '+';
export type BinaryOperator =
  | '+' | '-' | '*' | '/' | '%'
  | '==' | '!=' | '===' | '!==' | '<' | '<=' | '>' | '>=';
export type LogicalOperator = '&&' | '||' | '??';

export type Expr =
  | { readonly type: 'literal'; readonly value: unknown; readonly pos: number }
  | { readonly type: 'root'; readonly name: RootName; readonly pos: number }
  /** `a.b` and `a['b']`: the key is known when parsing. */
  | { readonly type: 'member'; readonly object: Expr; readonly key: string; readonly pos: number }
  /** `a[expr]`: the key is checked when evaluating. */
  | { readonly type: 'index'; readonly object: Expr; readonly index: Expr; readonly pos: number }
  | { readonly type: 'unary'; readonly op: UnaryOperator; readonly arg: Expr; readonly pos: number }
  | { readonly type: 'binary'; readonly op: BinaryOperator; readonly left: Expr; readonly right: Expr; readonly pos: number }
  | { readonly type: 'logical'; readonly op: LogicalOperator; readonly left: Expr; readonly right: Expr; readonly pos: number }
  | { readonly type: 'conditional'; readonly test: Expr; readonly then: Expr; readonly otherwise: Expr; readonly pos: number }
  | { readonly type: 'array'; readonly items: readonly Expr[]; readonly pos: number }
  | { readonly type: 'object'; readonly entries: ReadonlyArray<readonly [string, Expr]>; readonly pos: number }
  | { readonly type: 'call'; readonly name: string; readonly args: readonly Expr[]; readonly pos: number };

/** Direct children, for depth checks and walks. */
export function childrenOf(node: Expr): readonly Expr[] {
  switch (node.type) {
    case 'literal':
    case 'root':
      return [];
    case 'member':
      return [node.object];
    case 'index':
      return [node.object, node.index];
    case 'unary':
      return [node.arg];
    case 'binary':
    case 'logical':
      return [node.left, node.right];
    case 'conditional':
      return [node.test, node.then, node.otherwise];
    case 'array':
      return node.items;
    case 'call':
      return node.args;
    case 'object':
      return node.entries.map(([, value]) => value);
  }
}
