/**
 * The page-source name of a node's declared source (./nodeSources.ts writes them, `useWidgetData`
 * reads them): a module of its own so the page hooks, which every page loads, do not carry the
 * writer of the sources.
 */
export const nodeSourceName = (nodeId: string, name: string): string => `${nodeId}:${name}`;

/**
 * A node's own page state (`<node id>:<key>` in the page's `state`, apart from the page's own
 * names): a choice the widget makes (the category tapped) that its declared sources' params read.
 */
export const nodeStateName = nodeSourceName;

/**
 * The binding a declared source's params use to read the node's own state `key` (a widget's
 * `data.ts`: `{ category_id: nodeStateRef(node.id, 'category') }`); `useWidgetDataFor` writes it.
 */
export const nodeStateRef = (nodeId: string, key: string): string => '${state[' + JSON.stringify(nodeStateName(nodeId, key)) + ']}';
