import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  url: string;
  stop(): Promise<number | null>;
}

/**
 * Starts the real server (src/main.ts) as its own process and waits until it says it is ready. `nodeArgs` go
 * to node before the script (the rush benchmark's `PROFILE_DIR` passes `--cpu-prof`).
 */
export function startServer(env: Record<string, string>, timeoutMs = 60_000, nodeArgs: string[] = []): Promise<ServerProcess> {
  return startServerCommand([process.execPath, ...nodeArgs, '--import', 'tsx', 'src/main.ts'], serverDir, env, timeoutMs);
}

/** Starts the server by a command of its own (the built one, as the deploy recipe does) and waits until it is ready. */
export async function startServerCommand(command: string[], cwd: string, env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const check = () => {
      if (/Ready in \d+ ms/.test(output)) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  const server: ServerProcess = {
    child,
    output: () => output,
    url: `http://127.0.0.1:${env.PORT}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  if (!ready) {
    const code = child.exitCode ?? (await server.stop());
    throw Object.assign(new Error(`server did not start (exit ${code}):\n${output}`), { output, code });
  }
  return server;
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
