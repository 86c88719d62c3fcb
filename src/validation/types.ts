// Shapes shared by the rules, the checker and the forms. Plain data, importable anywhere.

/** The values of a form: field name → value (numbers may arrive as strings). */
export type FormValues = Readonly<Record<string, unknown>>;

/** One rule as declared in a page schema (schemas/validation-rule.schema.json). */
export interface RuleDeclaration {
  readonly rule: string;
  readonly arg?: unknown;
  /** i18n key (validation namespace) or literal text; replaces the rule's default message. */
  readonly message?: string;
}

/** Field → rules, checked in declaration order; the first failing rule of a field wins. */
export type FieldRules = Readonly<Record<string, readonly RuleDeclaration[]>>;

/** A JSON Schema fragment (the argument shape of a rule). */
export type JsonSchema = Readonly<Record<string, unknown>>;

export interface RuleDefinition {
  readonly name: string;
  /** True when the value passes. Never throws. */
  readonly test: (value: unknown, arg: unknown, values: FormValues) => boolean;
  /** Default message key in the `validation` namespace. */
  readonly messageKey: string;
  /** JSON Schema of `arg`; absent when the rule takes none. Mirrors schemas/validation-rule.schema.json. */
  readonly argSchema?: JsonSchema;
  /** Interpolation variables the message may use ({{min}}, {{max}}, …). */
  readonly vars?: (arg: unknown) => Record<string, unknown>;
}

export interface CheckFailure {
  readonly field: string;
  readonly rule: string;
  /** The rule's default key in the `validation` namespace. */
  readonly messageKey: string;
  /** The declaration's own message (key or literal), when it has one: show this instead. */
  readonly message?: string;
  /** Always has `field` and `label`, plus the rule's own variables. */
  readonly vars: Readonly<Record<string, unknown>>;
}
