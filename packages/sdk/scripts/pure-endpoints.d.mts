import type { Plugin } from 'esbuild';

export declare const pureEndpoints: Plugin;
