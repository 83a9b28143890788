// `npm run lint:deps`: dependency-cruiser's answer (its JSON on stdin), checked against its own rules
// (.dependency-cruiser.cjs) and against the one rule it cannot state: feature folders depend one way.
// Its folder rule sees `resources/kit` and `resources` as two folders, so a feature importing `resources/kit`
// while `resources` imports the feature was no cycle to it. Here a top-level folder of server/src or web/src,
// or a feature folder of web/src/features, is one room with everything under it; a file at the root of
// server/src or web/src is a room of its own. Any two rooms that reach each other fail the check.
import { format } from 'dependency-cruiser';

const RULE = 'feature-folders-one-way';

function roomOf(path) {
  const feature = /^web\/src\/features\/[^/]+(?=\/)/.exec(path);
  if (feature) return feature[0];
  const folder = /^(server|web)\/src\/[^/]+(?=\/)/.exec(path);
  if (folder) return folder[0];
  return /^(server|web)\/src\/[^/]+$/.test(path) ? path : undefined;
}

/** Room → room → one import that makes the edge, for every import between two rooms. */
function roomGraph(modules) {
  const graph = new Map();
  for (const module of modules) {
    const from = roomOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = roomOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, `${module.source} → ${dependency.resolved}`);
    }
  }
  return graph;
}

/** The strongly connected groups of two rooms or more (Tarjan), each sorted, in a stable order. */
function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (room) => {
    index.set(room, index.size);
    low.set(room, index.get(room));
    stack.push(room);
    for (const next of graph.get(room)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(room, Math.min(low.get(room), low.get(next)));
      } else if (stack.includes(next)) {
        low.set(room, Math.min(low.get(room), index.get(next)));
      }
    }
    if (low.get(room) !== index.get(room)) return;
    const group = stack.splice(stack.indexOf(room));
    if (group.length > 1) found.push(group.sort());
  };
  for (const room of [...graph.keys()].sort()) if (!index.has(room)) visit(room);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

function describe(group, graph) {
  const members = new Set(group);
  const imports = group.flatMap((room) =>
    [...(graph.get(room) ?? [])].filter(([to]) => members.has(to)).map(([, example]) => `    ${example}`),
  );
  return [`  error ${RULE}: ${group.join(' ⇄ ')}`, ...imports].join('\n');
}

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const answer = Buffer.concat(chunks).toString('utf8');
if (answer.trim() === '') {
  console.error('dependency-cruiser gave no answer: its error is above.');
  process.exit(1);
}
const result = JSON.parse(answer);

const { output } = await format(result, { outputType: 'err' });
process.stdout.write(output);

const graph = roomGraph(result.modules);
const found = cycles(graph);
if (found.length > 0) {
  console.log(`\n${found.map((group) => describe(group, graph)).join('\n\n')}\n`);
  console.log(
    `✘ ${found.length} group(s) of feature folders import each other (each shown with one import per edge)\n`,
  );
}
process.exitCode = result.summary.error > 0 || found.length > 0 ? 1 : 0;
