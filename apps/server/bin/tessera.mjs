#!/usr/bin/env node
// The `tessera` command. Runs the built JavaScript (apps/server/dist, from `npm run build`); a checkout
// that was never built runs the TypeScript sources through tsx's loader instead (slower start, more memory).
import fs from 'node:fs';

const built = new URL('../dist/cli.js', import.meta.url);
let cli;
if (fs.existsSync(built)) {
  cli = await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../src/cli.ts');
}

const { code, app, workers } = await cli.runCli(process.argv.slice(2));
if (app) {
  // Once: a worker of --workers may get both the terminal's SIGINT and the primary's SIGTERM.
  let stopping;
  const stop = () => {
    stopping ??= app.server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else if (workers) {
  // The primary of --workers: stops the workers on a signal, exits when they are gone.
  process.once('SIGINT', () => workers.stop());
  process.once('SIGTERM', () => workers.stop());
  process.exit(await workers.exited);
} else {
  process.exit(code);
}
