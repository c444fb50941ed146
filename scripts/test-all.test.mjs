import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAGES } from './test-all.mjs';

const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const staged = STAGES.flat().flatMap((job) => job.scripts);

describe('npm test stages', () => {
  it('name only scripts package.json has', () => {
    expect(staged.filter((script) => !(script in scripts))).toEqual([]);
  });

  it('run every check, each once', () => {
    expect([...staged].sort()).toEqual(
      [
        'typecheck',
        'lint',
        'check:architecture',
        'check:unused',
        'format:check',
        'audit:deps',
        'build',
        'check:budget',
        'check:lighthouse',
        'test:vitest',
        'test:playwright',
      ].sort(),
    );
  });

  it('build and check the budget before Lighthouse, and Lighthouse alone before the browser tests', () => {
    const stageOf = (script) =>
      STAGES.findIndex((stage) => stage.some((job) => job.scripts.includes(script)));
    expect(stageOf('build')).toBeLessThan(stageOf('check:lighthouse'));
    expect(STAGES[stageOf('check:lighthouse')]).toHaveLength(1);
    expect(stageOf('check:lighthouse')).toBeLessThan(stageOf('test:playwright'));
    // Side by side on two cores they were no faster than one after the other, and timed out.
    expect(stageOf('test:vitest')).not.toBe(stageOf('test:playwright'));
  });
});
