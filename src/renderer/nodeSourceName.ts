/**
 * The page-source name of a node's declared source (./nodeSources.ts writes them, `useWidgetData`
 * reads them): a module of its own so the page hooks, which every page loads, do not carry the
 * writer of the sources.
 */
export const nodeSourceName = (nodeId: string, name: string): string => `${nodeId}:${name}`;
