// `npx tsx bench/profile-top.ts <file.cpuprofile> [count]`: where a CPU profile taken with `node --cpu-prof` (for
// instance BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" npm run bench:load) spends its time: the
// functions with the most self time, and the same time summed by package (node_modules/<name>) or by our own
// folder, each as a share of the busy (non-idle) samples.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, countArg] = process.argv.slice(2);
if (!file) throw new Error('Usage: npx tsx bench/profile-top.ts <file.cpuprofile> [count]');
const count = Number(countArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

/** The package or folder a script belongs to: node_modules/<name>, api/src/<folder>, web/..., or node's own. */
function ownerOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const ours = /\/(api\/(?:src|dist)\/[^/]+|web\/dist-server)/.exec(url);
  if (ours) return ours[1].replace(/\.(?:ts|js)$/, '');
  if (url.startsWith('node:')) return 'node';
  return url ? url : '(native)';
}

const selfByFunction = new Map<string, number>();
const selfByOwner = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, index) => {
  const node = byId.get(id);
  if (!node) return;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') return;
  const micros = profile.timeDeltas[index] ?? 0;
  busy += micros;
  const name = `${functionName || '(anonymous)'} ${url.replace(/^.*?(node_modules\/|api\/|web\/)/, '$1')}:${lineNumber + 1}`;
  selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + micros);
  const owner = ownerOf(url) || functionName;
  selfByOwner.set(owner, (selfByOwner.get(owner) ?? 0) + micros);
});

const top = (entries: Map<string, number>) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${((100 * micros) / busy).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
console.log(`busy: ${(busy / 1e6).toFixed(1)} s of samples\n\nself time by function:\n${top(selfByFunction)}`);
console.log(`\nself time by package or folder:\n${top(selfByOwner)}`);
