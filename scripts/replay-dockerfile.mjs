// Replays the Dockerfile's stages (FROM ... AS, WORKDIR, ENV, COPY, COPY --from, RUN, USER, HEALTHCHECK, CMD) in
// clean directories built from the committed tree, so CI proves on a machine without a Docker engine that the image
// installs, builds and starts: each stage gets a directory of its own standing for its file system, the runtime
// stage's CMD is started there (as the USER when this script runs as root), its HEALTHCHECK must pass, and it must
// stop cleanly on SIGTERM. The base image's Node is whatever `node` is first on PATH; .ci/run puts Node 24 there, as
// `FROM node:24...` does. A `RUN --mount=type=cache` uses this machine's own npm cache.
// Prints the runtime stage's size (an estimate: its /app, without the base image's layers) and two cold starts
// (process start to the HEALTHCHECK passing): the first on an empty embedded database (migrations and the demo
// data), then a restart on that database.
// Usage: node scripts/replay-dockerfile.mjs [Dockerfile]
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';

const dockerfile = path.resolve(process.argv[2] ?? 'Dockerfile');
const repo = path.dirname(dockerfile);
const scratch = mkdtempSync(path.join(tmpdir(), 'dockerfile-'));
// Whatever happens, the copies (about 2 GB with two installs) go.
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
// The image's user must reach its files through the scratch directory, as it reaches / in an image.
chmodSync(scratch, 0o755);
const context = path.join(scratch, 'context');
const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

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

/** Leading `--name=value` options of an instruction, and what follows them. */
function options(args) {
  const found = {};
  let rest = args;
  for (let match; (match = /^--([a-z-]+)=(\S+)\s+/.exec(rest)); rest = rest.slice(match[0].length))
    found[match[1]] = match[2];
  return { found, rest };
}

/** CMD's exec form (a JSON array) or shell form. */
const command = (text) => (text.startsWith('[') ? JSON.parse(text) : ['sh', '-c', text]);

const stages = new Map();
let stage;
for (const { op, args } of instructions) {
  switch (op) {
    case 'FROM': {
      const [image, , name] = args.split(/\s+/);
      const root = path.join(scratch, `stage-${stages.size}`);
      mkdirSync(root, { mode: 0o755 });
      stage = { name: name ?? String(stages.size), root, workdir: root, env: { ...process.env }, user: undefined };
      stages.set(stage.name, stage);
      console.log(`FROM ${image}${name ? ` AS ${name}` : ''}: replayed with ${process.version}`);
      break;
    }
    case 'WORKDIR':
      stage.workdir = path.join(stage.root, args);
      mkdirSync(stage.workdir, { recursive: true });
      break;
    case 'ENV': {
      const [name, ...value] = args.split('=');
      stage.env[name] = value.join('=');
      break;
    }
    case 'COPY': {
      // Docker copies a directory's contents into the destination, and files into it when it ends in '/'.
      const { found, rest } = options(args);
      const sources = rest.split(/\s+/);
      const destination = sources.pop();
      const target = path.resolve(stage.workdir, destination);
      const intoDirectory = sources.length > 1 || destination.endsWith('/') || destination === '.';
      for (const source of sources) {
        const from = found.from ? path.join(stages.get(found.from).root, source) : path.join(context, source);
        const to = statSync(from).isDirectory() || !intoDirectory ? target : path.join(target, path.basename(source));
        cpSync(from, to, { recursive: true });
      }
      break;
    }
    case 'RUN': {
      const { rest } = options(args);
      console.log(`RUN ${rest}`);
      const step = Date.now();
      execFileSync('sh', ['-c', rest], { cwd: stage.workdir, env: stage.env, stdio: 'inherit' });
      console.log(`  (${seconds(step)} s)`);
      break;
    }
    case 'USER':
      stage.user = args.split(':').map(Number);
      if (stage.user.some(Number.isNaN)) throw new Error(`The replay needs USER by number (uid:gid), not ${args}`);
      break;
    case 'HEALTHCHECK':
      stage.healthcheck = command(options(args).rest.replace(/^CMD\s+/, ''));
      break;
    case 'CMD':
      stage.cmd = command(args);
      break;
    case 'EXPOSE':
      break;
    default:
      throw new Error(`The replay does not know the Dockerfile instruction ${op}`);
  }
}
console.log(`The Dockerfile's build steps succeeded in clean directories (${seconds(started)} s).`);

const runtime = stage;
const appDir = runtime.workdir;
const size = execFileSync('du', ['-sm', appDir]).toString().split('\t')[0];

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** Starts the image's CMD, answers the time until its HEALTHCHECK passes, then stops it with SIGTERM. */
async function coldStart(port) {
  const asUser = runtime.user && process.getuid?.() === 0 ? { uid: runtime.user[0], gid: runtime.user[1] } : {};
  const env = {
    ...runtime.env,
    PORT: String(port),
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: `http://localhost:${port}`,
    MAIL_FROM: 'Replay <no-reply@example.com>',
    LOG_LEVEL: 'info',
  };
  const begun = Date.now();
  const server = spawn(runtime.cmd[0], runtime.cmd.slice(1), { cwd: appDir, env, ...asUser });
  let output = '';
  const exited = once(server, 'exit');
  try {
    // Ready when the server says it listens and the HEALTHCHECK passes (it asks /readyz).
    await new Promise((resolve, reject) => {
      const onData = (chunk) => {
        output += chunk;
        if (output.includes('listening on')) resolve();
      };
      server.stdout.on('data', onData);
      server.stderr.on('data', (chunk) => (output += chunk));
      exited.then(([code]) => reject(new Error(`The image's CMD exited (${code}) before it listened:\n${output}`)));
    });
    execFileSync(runtime.healthcheck[0], runtime.healthcheck.slice(1), { cwd: appDir, env, ...asUser });
    return (Date.now() - begun) / 1000;
  } finally {
    server.kill('SIGTERM');
    const [code] = await exited;
    if (code !== 0) console.log(`The server exited with ${code} on SIGTERM:\n${output}`);
    if (code !== 0) process.exitCode = 1;
  }
}

const first = await coldStart(await freePort());
const restart = await coldStart(await freePort());
console.log(
  `The runtime stage started as ${runtime.user && process.getuid?.() === 0 ? `uid ${runtime.user[0]}` : 'this user'}` +
    ` and its HEALTHCHECK passed: cold start ${first.toFixed(1)} s on an empty embedded database` +
    ` (migrations and demo data), ${restart.toFixed(1)} s on a restart.`,
);
console.log(
  `Image size (estimate without a Docker engine): ${size} MB in /app, plus the base image's layers. Replay: ${seconds(started)} s.`,
);
