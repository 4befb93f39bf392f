export interface EntryPoint {
  key: string;
  name: string;
  source: string;
  js: string;
  types: string;
}
export declare function entryPoints(manifest: {
  name: string;
  exports: Record<string, string>;
}): EntryPoint[];
