// Replays the Dockerfile's build steps (WORKDIR, ENV, COPY, RUN) in a clean copy of the committed tree, so CI
// proves the image's install and build work on a machine without a Docker engine. The base image's Node is
// whatever `node` is first on PATH; .ci/run puts Node 24 there, as `FROM node:24-...` does.
// Usage: node scripts/replay-dockerfile.mjs [Dockerfile]
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dockerfile = path.resolve(process.argv[2] ?? 'Dockerfile');
const repo = path.dirname(dockerfile);
const scratch = mkdtempSync(path.join(tmpdir(), 'dockerfile-'));
const context = path.join(scratch, 'context');
const root = path.join(scratch, 'image');

// The build context is what git holds, minus .dockerignore's entries (a clean clone has nothing else).
mkdirSync(context);
execFileSync('sh', ['-c', `git -C "${repo}" archive HEAD | tar -x -C "${context}"`], { stdio: 'inherit' });
const ignored = readFileSync(path.join(repo, '.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
for (const entry of ignored) rmSync(path.join(context, entry), { recursive: true, force: true });

// Docker's instructions, with line continuations joined.
const instructions = readFileSync(dockerfile, 'utf8')
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const space = line.indexOf(' ');
    return { op: line.slice(0, space).toUpperCase(), args: line.slice(space + 1).trim() };
  });

const env = { ...process.env };
let workdir = root;
mkdirSync(root, { recursive: true });
for (const { op, args } of instructions) {
  switch (op) {
    case 'FROM':
      console.log(`FROM ${args}: replayed with ${execFileSync('node', ['--version']).toString().trim()}`);
      break;
    case 'WORKDIR':
      workdir = path.join(root, args);
      mkdirSync(workdir, { recursive: true });
      break;
    case 'ENV': {
      const [name, ...value] = args.split('=');
      env[name] = value.join('=');
      break;
    }
    case 'COPY': {
      // Docker copies a directory's contents into the destination, and files into it when it ends in '/'.
      const sources = args.split(/\s+/);
      const destination = sources.pop();
      const target = path.resolve(workdir, destination);
      const intoDirectory = sources.length > 1 || destination.endsWith('/') || destination === '.';
      for (const source of sources) {
        const from = path.join(context, source);
        const to = statSync(from).isDirectory() || !intoDirectory ? target : path.join(target, path.basename(source));
        cpSync(from, to, { recursive: true });
      }
      break;
    }
    case 'RUN':
      console.log(`RUN ${args}`);
      execFileSync('sh', ['-c', args], { cwd: workdir, env, stdio: 'inherit' });
      break;
    case 'EXPOSE':
    case 'CMD':
      break;
    default:
      throw new Error(`The replay does not know the Dockerfile instruction ${op}`);
  }
}
rmSync(scratch, { recursive: true, force: true });
console.log('The Dockerfile build steps succeeded in a clean copy of the tree.');
