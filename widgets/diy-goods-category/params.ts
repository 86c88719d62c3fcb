/** Names the category page's data declaration (./data.ts) and its component share. Pure: the server loads it. */

/** The node state the goods source's `category_id` reads: the category whose goods show. */
export const CATEGORY = 'category';
