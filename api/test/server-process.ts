// The product as `npm start` runs it, as a process of its own, for the tests that need the real server: a new
// DATA_DIR (so an embedded database), a free port, and none of this machine's service addresses or admin account
// unless the test gives them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Left out of the server's environment unless the test sets them. */
const MACHINE_SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SEED_DEMO',
  'METRICS_TOKEN',
];

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the server has printed so far, stdout and stderr. */
  output: () => string;
  /** Stops the server (SIGTERM, waiting for it to exit) and removes its DATA_DIR. */
  stop: () => Promise<void>;
}

/** Starts the server; resolves once it logs that it listens, rejects with its output when it exits first. */
export async function startServer(env: NodeJS.ProcessEnv, dataDirPrefix: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), dataDirPrefix));
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of MACHINE_SETTINGS) delete childEnv[name];
  Object.assign(childEnv, { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test' }, env);
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { cwd: repoRoot, env: childEnv });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('listening on http://')) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`The server exited with code ${code}:\n${output}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, stop };
}
