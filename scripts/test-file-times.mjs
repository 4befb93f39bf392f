// A vitest reporter (scripts/test.mjs passes it with --reporter): writes each test file's seconds,
// by project, to $TESSERA_FILE_TIMES as JSON, for the time-by-area summary (test-report-areas.mjs).
// A file's seconds are its worker's time on it: import (collect), hooks and tests. vitest's JSON
// report has no project per file, and its times leave the import and beforeAll hooks out.
import fs from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const target = process.env.TESSERA_FILE_TIMES;
    if (!target) return;
    const files = testModules.map((testModule) => {
      const { collectDuration, setupDuration, prepareDuration, duration } = testModule.diagnostic();
      return {
        file: path.relative(this.root, testModule.moduleId),
        project: testModule.project.name,
        seconds: (prepareDuration + setupDuration + collectDuration + duration) / 1000,
        tests: [...testModule.children.allTests()].length,
      };
    });
    fs.writeFileSync(target, JSON.stringify(files));
  }
}
