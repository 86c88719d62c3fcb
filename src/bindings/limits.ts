// Hard limits: page schemas may come from merchants, so every cost is bounded up front.

/** Longest single expression (the text between `${` and `}`). */
export const MAX_EXPRESSION_LENGTH = 2000;
/** Deepest AST (nesting of operators, parentheses, literals, calls). */
export const MAX_AST_DEPTH = 64;
/** Most elements in one array literal, entries in one object literal or arguments in one call. */
export const MAX_LITERAL_ITEMS = 256;
/** Most `${…}` parts in one template string. */
export const MAX_TEMPLATE_PARTS = 256;
/** Templates longer than this are compiled each time instead of cached (keeps the cache small). */
export const MAX_CACHED_TEMPLATE_LENGTH = 4096;
/** Compiled expressions/templates kept per cache. */
export const CACHE_SIZE = 2000;
/** resolveDeep stops descending past this depth (the subtree is returned as is). */
export const MAX_RESOLVE_DEPTH = 32;
/** resolveDeep visits at most this many values per call; the rest are returned as is. */
export const MAX_RESOLVE_NODES = 50_000;
