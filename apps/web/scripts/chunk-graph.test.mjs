import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGraph, entryOf } from './chunk-graph.mjs';

/** A build's assets folder holding the given chunks. */
function assetsWith(files) {
  const assets = path.join(mkdtempSync(path.join(tmpdir(), 'chunks-')), 'assets');
  mkdirSync(assets);
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(assets, name), code);
  return assets;
}

const assets = assetsWith({
  'index-1.js':
    'import{a as e}from"./hint-2.js";import"./preload-3.js";e(async()=>{await import(`./app-4.js`)});',
  'hint-2.js': 'export const a=1;',
  'preload-3.js': 'export const p=1;',
  'app-4.js':
    'import{r}from"./react-5.js";import{a}from"./hint-2.js";const l=()=>import("./page-6.js");',
  'react-5.js': 'export const r=1;',
  'page-6.js': 'import{r}from"./react-5.js";',
});

describe('chunkGraph', () => {
  it('follows static imports, not dynamic ones', () => {
    const { staticClosure } = chunkGraph(assets);
    expect([...staticClosure('index-1.js')].sort()).toEqual([
      'hint-2.js',
      'index-1.js',
      'preload-3.js',
    ]);
    expect([...staticClosure('app-4.js')].sort()).toEqual(['app-4.js', 'hint-2.js', 'react-5.js']);
  });

  it('finds the app the entry starts', () => {
    expect(chunkGraph(assets).appChunkOf('index-1.js')).toBe('app-4.js');
    expect(() => chunkGraph(assets).appChunkOf('react-5.js')).toThrow(/imports no app chunk/);
  });
});

describe('entryOf', () => {
  it('reads the entry script of index.html', () => {
    const html = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
    expect(entryOf(html)).toBe('index-1.js');
    expect(() => entryOf('<html></html>')).toThrow(/no entry script/);
  });
});
