// Every relative link of the README and docs/ resolves: the file exists and, with a #anchor, the
// heading does (GitHub's slugs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const documents = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text outside fenced code blocks and inline code. */
const prose = (text) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export const slugOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => slugOf(match[1])));
}

function brokenLinks(document) {
  const file = path.join(root, document);
  const links = [...prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map(
    (match) => match[1],
  );
  return links
    .filter((link) => !/^(https?:|mailto:)/.test(link))
    .filter((link) => {
      const [target, anchor] = link.split('#');
      const targetFile = target ? path.resolve(path.dirname(file), target) : file;
      if (!existsSync(targetFile)) return true;
      return Boolean(anchor) && targetFile.endsWith('.md') && !anchorsOf(targetFile).has(anchor);
    })
    .map((link) => `${document}: ${link}`);
}

describe('documentation links', () => {
  it('finds the headings GitHub would link to', () => {
    expect(slugOf('First paint of the public pages (issue 15)')).toBe(
      'first-paint-of-the-public-pages-issue-15',
    );
    expect(slugOf('Backup and restore')).toBe('backup-and-restore');
  });

  it('has every relative link of the README and docs/ resolving', () => {
    expect(documents.flatMap(brokenLinks)).toEqual([]);
  });
});
