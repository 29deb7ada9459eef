#!/usr/bin/env node
// Measures the floor plan of the server (decision 074): the arrows between module folders, the ones on a
// loop, the folder cycles, and the imports that cross a module folder (to how many files, how many of them
// not the module's index.ts). Reads the same import graph dependency-cruiser checks in `npm run lint`, so
// a before and an after are measured alike. Tests are left out: they may reach into any module.
// Usage: node scripts/module-graph.mjs [--json]
import { cruise } from 'dependency-cruiser';

const root = 'apps/server/src';

/** The folder a file belongs to: modules/<name>, adapters/<name>, lib/<name>, a top-level folder, or a top-level file (config.ts composes config/ and production/, so it is a node of its own). */
export function folderOf(path) {
  const rest = path.slice(root.length + 1).split('/');
  if ((rest[0] === 'modules' || rest[0] === 'adapters' || rest[0] === 'lib') && rest.length > 2) {
    return `${rest[0]}/${rest[1]}`;
  }
  if (rest.length === 1) return rest[0];
  return rest[0];
}

async function imports() {
  const result = await cruise(
    [root],
    {
      exclude: { path: ['\\.test\\.ts$', 'node_modules'] },
      doNotFollow: { path: ['node_modules', 'packages/domain'] },
      tsPreCompilationDeps: true,
    },
    { extensions: ['.ts', '.js', '.mjs'] },
  );
  const edges = [];
  for (const mod of result.output.modules) {
    if (!mod.source.startsWith(root)) continue;
    for (const dep of mod.dependencies) {
      if (!dep.resolved.startsWith(root) || dep.resolved.endsWith('.test.ts')) continue;
      edges.push({ from: mod.source, to: dep.resolved });
    }
  }
  return edges;
}

/** Tarjan's strongly connected components: each component of more than one folder is a cycle. */
function components(nodes, next) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    indexOf.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
    }
    if (low.get(v) === indexOf.get(v)) {
      const part = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      found.push(part.sort());
    }
  };
  for (const v of nodes) if (!indexOf.has(v)) visit(v);
  return found;
}

/**
 * Arrows pointing back up: those against an order of the module folders found by the greedy heuristic
 * of Eades, Lin and Smyth (sinks to the bottom, sources to the top, then the folder with the most
 * arrows out over in). With no loop the answer is 0; with loops it is a close upper bound of the least.
 */
function backArrows(arrows) {
  const nodes = new Set(arrows.flatMap(([a, b]) => [a, b]));
  const left = new Set(nodes);
  const top = [];
  const bottom = [];
  const degree = (v, dir) =>
    arrows.filter(([a, b]) => left.has(a) && left.has(b) && (dir === 'out' ? a : b) === v).length;
  while (left.size > 0) {
    let moved = true;
    while (moved) {
      moved = false;
      for (const v of [...left].sort()) {
        const side = degree(v, 'out') === 0 ? bottom : degree(v, 'in') === 0 ? top : undefined;
        if (!side) continue;
        if (side === bottom) bottom.unshift(v);
        else top.push(v);
        left.delete(v);
        moved = true;
      }
    }
    if (left.size === 0) break;
    const pick = [...left].sort(
      (a, b) => degree(b, 'out') - degree(b, 'in') - (degree(a, 'out') - degree(a, 'in')),
    )[0];
    top.push(pick);
    left.delete(pick);
  }
  const rank = new Map([...top, ...bottom].map((v, i) => [v, i]));
  return arrows.filter(([a, b]) => rank.get(a) > rank.get(b)).length;
}

export async function measure() {
  const edges = await imports();
  const folderEdges = new Map();
  const cross = [];
  for (const { from, to } of edges) {
    const a = folderOf(from);
    const b = folderOf(to);
    if (a === b) continue;
    if (!folderEdges.has(a)) folderEdges.set(a, new Set());
    folderEdges.get(a).add(b);
    if (a.startsWith('modules/') && b.startsWith('modules/')) cross.push({ from, to });
  }
  const nodes = new Set([
    ...folderEdges.keys(),
    ...[...folderEdges.values()].flatMap((s) => [...s]),
  ]);
  const cycles = components([...nodes].sort(), folderEdges).filter((c) => c.length > 1);
  const inCycle = new Map(cycles.flatMap((c, i) => c.map((n) => [n, i])));
  const moduleArrowList = [...folderEdges].flatMap(([a, targets]) =>
    [...targets]
      .filter((b) => a.startsWith('modules/') && b.startsWith('modules/'))
      .map((b) => [a, b]),
  );
  let moduleArrows = 0;
  let moduleArrowsOnLoop = 0;
  for (const [a, targets] of folderEdges) {
    for (const b of targets) {
      if (!a.startsWith('modules/') || !b.startsWith('modules/')) continue;
      moduleArrows += 1;
      if (inCycle.has(a) && inCycle.get(a) === inCycle.get(b)) moduleArrowsOnLoop += 1;
    }
  }
  const fileNext = new Map();
  for (const { from, to } of edges) {
    if (!fileNext.has(from)) fileNext.set(from, new Set());
    fileNext.get(from).add(to);
  }
  const fileCycles = components([...fileNext.keys()].sort(), fileNext)
    .filter((c) => c.length > 1)
    .map((c) => c.map((f) => f.slice(root.length + 1)));
  const isFrontDoor = (to) => /\/modules\/[^/]+\/index\.ts$/.test(to);
  const internal = cross.filter(({ to }) => !isFrontDoor(to));
  return {
    moduleFolders: [...nodes].filter((n) => n.startsWith('modules/')).length,
    moduleArrows,
    moduleArrowsOnLoop,
    moduleBackArrows: backArrows(moduleArrowList),
    folderCycles: cycles,
    fileCycles,
    crossModuleImports: cross.length,
    crossModuleTargetFiles: new Set(cross.map((e) => e.to)).size,
    internalImports: internal.length,
    internalTargetFiles: [...new Set(internal.map((e) => e.to))].sort(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(figures, null, 2));
  } else {
    console.log(`module folders:                 ${figures.moduleFolders}`);
    console.log(`arrows between module folders:  ${figures.moduleArrows}`);
    console.log(`  of them on a loop:            ${figures.moduleArrowsOnLoop}`);
    console.log(`  pointing back up:             ${figures.moduleBackArrows}`);
    console.log(`folder cycles (all of src):     ${figures.folderCycles.length}`);
    for (const c of figures.folderCycles) console.log(`  ${c.join(' ⇄ ')}`);
    console.log(`file cycles (type imports too): ${figures.fileCycles.length}`);
    for (const c of figures.fileCycles) console.log(`  ${c.join(' ⇄ ')}`);
    console.log(`imports across module folders: ${figures.crossModuleImports}`);
    console.log(`  to files:                     ${figures.crossModuleTargetFiles}`);
    console.log(`  not through index.ts:         ${figures.internalImports}`);
    console.log(`  to internal files:            ${figures.internalTargetFiles.length}`);
  }
}
