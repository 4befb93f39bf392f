export declare function bundleSnippet(
  source: string,
): Promise<{ text: string; bytes: number; gzipBytes: number }>;
export declare const SNIPPETS: Record<string, string>;
