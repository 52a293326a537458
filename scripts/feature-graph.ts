/**
 * `npm run feature-graph`: the API's features as a graph of folders, read from the code's
 * imports (types and tests included) by dependency-cruiser: how many edges run between
 * features, and the largest loop (a set of features that all reach each other).
 */
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FEATURES = 'api/src/features/';

export interface FeatureGraph {
  /** Each feature and the other features its files import. */
  imports: Map<string, Set<string>>;
  edges: number;
  /** The largest set of features that reach each other, one feature when there is no loop. */
  largestLoop: string[];
}

function featureOf(path: string): string | null {
  return path.startsWith(FEATURES) ? path.slice(FEATURES.length).split('/')[0]! : null;
}

async function featureImports(): Promise<Map<string, Set<string>>> {
  const options = await extractDepcruiseOptions(`${ROOT}.dependency-cruiser.js`);
  const { output } = await cruise([FEATURES], { ...options, includeOnly: `^${FEATURES}` }, undefined, {});
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not modules');
  const imports = new Map<string, Set<string>>();
  for (const { source, dependencies } of output.modules) {
    const from = featureOf(source);
    if (from === null) continue;
    const reached = imports.get(from) ?? new Set<string>();
    for (const to of dependencies.map((dependency) => featureOf(dependency.resolved)))
      if (to !== null && to !== from) reached.add(to);
    imports.set(from, reached);
  }
  return imports;
}

/** The strongly connected components of the graph (Tarjan's algorithm). */
function loopsOf(imports: Map<string, Set<string>>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (feature: string): void => {
    order.set(feature, order.size);
    low.set(feature, order.get(feature)!);
    stack.push(feature);
    for (const next of imports.get(feature) ?? []) {
      if (!order.has(next)) visit(next);
      if (stack.includes(next)) low.set(feature, Math.min(low.get(feature)!, low.get(next)!));
    }
    if (low.get(feature) !== order.get(feature)) return;
    const loop = stack.splice(stack.indexOf(feature));
    loops.push(loop.sort());
  };
  for (const feature of imports.keys()) if (!order.has(feature)) visit(feature);
  return loops;
}

export async function featureGraph(): Promise<FeatureGraph> {
  const imports = await featureImports();
  const edges = [...imports.values()].reduce((sum, reached) => sum + reached.size, 0);
  const [largestLoop] = loopsOf(imports).sort((a, b) => b.length - a.length);
  return { imports, edges, largestLoop: largestLoop ?? [] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { imports, edges, largestLoop } = await featureGraph();
  console.log(`${imports.size} features, ${edges} edges between them`);
  const loop = largestLoop.length > 1 ? `${largestLoop.length} features: ${largestLoop.join(' ')}` : 'none';
  console.log(`largest loop: ${loop}`);
  for (const [feature, reached] of [...imports].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${feature} -> ${[...reached].sort().join(' ')}`);
}
