export interface ServerGraph {
  nodes: string[];
  edges: Array<[from: string, to: string]>;
}
export const GRAPH_DOC: string;
export function serverGraph(): Promise<ServerGraph>;
export function checkGraph(graph: ServerGraph): { problems: string[]; layers: string[][] };
export function renderGraph(graph: ServerGraph, layers: string[][]): string;
