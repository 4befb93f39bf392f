/// <reference types="vite/client" />
import type { RouteSpec } from '@tessera/contracts/routes/index';
import { appRoutes } from './app-routes.ts';
import type { TestApp } from './test-app.ts';
import type { Sample, SampleCall } from './route-samples/types.ts';

export type { Sample, SampleCall, SampleFixtures } from './route-samples/types.ts';

/**
 * A valid call of every route of the app's modules (`routeGroups`), one file per route group
 * (`route-samples/<group>.ts`, exporting `<group>Samples: SamplesOf<typeof group>`, so the compiler
 * refuses a file that lacks a route of its group or names a route of another). The files are
 * collected here by name, so a new module's samples touch no shared file; this module refuses to
 * load when a route of the table has no sample, so the role matrix and the fuzz tests never skip one.
 */
const sampleFiles = import.meta.glob<Record<string, unknown>>('./route-samples/*.ts', { eager: true });

/** Each file's `…Samples` export (other exports are helpers other files share). */
function samplesByFile(): Record<string, Record<string, SampleCall>> {
  const byFile: Record<string, Record<string, SampleCall>> = {};
  for (const [file, exports] of Object.entries(sampleFiles)) {
    for (const [name, value] of Object.entries(exports)) {
      if (name.endsWith('Samples')) byFile[`${file} ${name}`] = value as Record<string, SampleCall>;
    }
  }
  return byFile;
}

function mergeSamples(byFile: Record<string, Record<string, SampleCall>>): Record<string, SampleCall> {
  const merged: Record<string, SampleCall> = Object.create(null) as Record<string, SampleCall>;
  for (const [file, samples] of Object.entries(byFile)) {
    for (const [operationId, sample] of Object.entries(samples)) {
      if (Object.hasOwn(merged, operationId)) throw new Error(`${operationId}: a second sample in ${file}`);
      merged[operationId] = sample;
    }
  }
  const missing = appRoutes.filter((r) => !Object.hasOwn(merged, r.operationId)).map((r) => r.operationId);
  if (missing.length) {
    throw new Error(`Routes without a sample (test/support/route-samples/<group>.ts): ${missing.join(', ')}`);
  }
  return merged;
}

/** Every route's sample call, by operation id. */
export const routeSamples: Readonly<Record<string, SampleCall>> = mergeSamples(samplesByFile());

/** The URL of a route with its path parameters filled in. */
export const urlOf = (spec: RouteSpec, params: Record<string, string> = {}): string =>
  spec.path.replace(/:([A-Za-z0-9_.]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'missing'));

/** Sends a sample call: GET and DELETE payloads go in the `.r` query parameter, others as the JSON body. */
export function send(app: TestApp, spec: RouteSpec, sample: Sample, headers: Record<string, string>) {
  const url = urlOf(spec, sample.params);
  if (spec.method === 'GET' || spec.method === 'DELETE') {
    const query =
      sample.input && Object.keys(sample.input).length
        ? `?.r=${encodeURIComponent(Buffer.from(JSON.stringify(sample.input)).toString('base64'))}`
        : '';
    return app.request({ method: spec.method, url: `${url}${query}`, headers });
  }
  return app.request({ method: spec.method, url, headers, payload: sample.input ?? {} });
}
