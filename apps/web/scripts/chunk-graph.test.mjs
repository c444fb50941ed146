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

describe('stylesheetOrder', () => {
  it('puts a stylesheet after those each chunk lists before it, whatever the file names', () => {
    const { stylesheetOrder } = chunkGraph(
      assetsWith({
        // The page needs Button, which builds on UnstyledButton: the base comes first.
        'page-1.js':
          'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/react-2.js","assets/UnstyledButton-3.css","assets/Button-4.css","assets/page-5.css"])))=>i.map(i=>d[i]);',
        'other-6.js':
          'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/Alert-7.css","assets/UnstyledButton-3.css"])))=>i.map(i=>d[i]);',
        'react-2.js': 'export const r=1;',
      }),
    );
    const order = stylesheetOrder();
    expect(order.toSorted()).toEqual([
      'Alert-7.css',
      'Button-4.css',
      'UnstyledButton-3.css',
      'page-5.css',
    ]);
    const before = (a, b) => order.indexOf(a) < order.indexOf(b);
    expect(before('UnstyledButton-3.css', 'Button-4.css')).toBe(true);
    expect(before('Button-4.css', 'page-5.css')).toBe(true);
    expect(before('Alert-7.css', 'UnstyledButton-3.css')).toBe(true);
  });
});

describe('entryOf', () => {
  it('reads the entry script of index.html', () => {
    const html = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
    expect(entryOf(html)).toBe('index-1.js');
    expect(() => entryOf('<html></html>')).toThrow(/no entry script/);
  });
});
