// The wire's rich content (spec §3, the hosted platform's "Ricos" document): a tree of nodes, each
// `{ type, id, nodes, <kind>Data }`. Only what the editor reads is typed; everything else on a
// node is kept as it came (see to-editor.ts), so nothing an owner made elsewhere is lost.

export interface WireNode {
  type: string;
  id?: string;
  nodes?: WireNode[];
  [data: string]: unknown;
}

export interface WireDecoration {
  type: string;
  [data: string]: unknown;
}

export interface WireRichContent {
  nodes?: WireNode[];
  metadata?: Record<string, unknown>;
  documentStyle?: Record<string, unknown>;
}

/** A wire node without its type and children: what an editor node keeps in its `wire` attribute. */
export type WireRest = Omit<WireNode, 'type' | 'nodes'>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object at `key` of a record, or an empty one. */
export const recordAt = (value: unknown, key: string): Record<string, unknown> => {
  const inner = isRecord(value) ? value[key] : undefined;
  return isRecord(inner) ? inner : {};
};
