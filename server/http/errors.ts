/** A failure answered inside the envelope: `{code, message: t(key, vars), data}`. */
export class ApiError extends Error {
  readonly code: number;
  readonly key: string;
  readonly vars: Record<string, string | number> | undefined;
  readonly data: unknown;

  constructor(code: number, key: string, vars?: Record<string, string | number>, data: unknown = null) {
    super(key);
    this.name = 'ApiError';
    this.code = code;
    this.key = key;
    this.vars = vars;
    this.data = data;
  }
}

/** NiuShop's codes (app/api/lang/code.php). */
export const Code = {
  SUCCESS: 0,
  ERROR: -1,
  SITE_CLOSE: -3,
  PARAMETER_ERROR: -10006,
  TOKEN_ERROR: -10009,
  TOKEN_EXPIRE: -10010,
} as const;

export const fail = (key: string, vars?: Record<string, string | number>, data?: unknown): ApiError =>
  new ApiError(Code.ERROR, key, vars, data ?? null);
