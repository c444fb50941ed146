import { describe, expect, it } from 'vitest';
import { judgeAudit } from './dependency-audit.mjs';

const report = (vulnerabilities) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: Object.values(vulnerabilities).reduce(
        (counts, entry) => ({ ...counts, [entry.severity]: (counts[entry.severity] ?? 0) + 1 }),
        { info: 0, low: 0, moderate: 0, high: 0, critical: 0 },
      ),
    },
  });

describe('judgeAudit', () => {
  it('fails on a critical vulnerability and names the package', () => {
    const result = judgeAudit(
      report({
        'left-pad': { name: 'left-pad', severity: 'critical' },
        lodash: { name: 'lodash', severity: 'high' },
      }),
    );
    expect(result).toMatchObject({ verdict: 'fail', critical: ['left-pad'] });
  });

  it('passes when the worst is high', () => {
    expect(judgeAudit(report({ lodash: { name: 'lodash', severity: 'high' } }))).toMatchObject({
      verdict: 'pass',
      counts: { high: 1, critical: 0 },
    });
  });

  it('is skipped, with the reason, when the advisories cannot be read', () => {
    const refused = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(judgeAudit(refused)).toEqual({
      verdict: 'skipped',
      reason:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(judgeAudit('')).toMatchObject({ verdict: 'skipped' });
  });
});
