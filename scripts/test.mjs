// `npm test`: the one gate. Runs every check in order and stops at the first failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const postgresUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Never print a password that may be part of TEST_POSTGRES_URL. */
function withoutPassword(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable TEST_POSTGRES_URL)';
  }
}

/** Resolves to an error message when the server cannot be used, else to undefined. */
async function postgresProblem() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The PostgreSQL steps run when the server is reachable; SKIP_POSTGRES=1 leaves them out on purpose. */
async function postgresReachable() {
  const problem = await postgresProblem();
  if (!problem) return 'run';
  const where = withoutPassword(postgresUrl);
  if (process.env.SKIP_POSTGRES === '1') {
    console.log(`PostgreSQL at ${where} is not reachable (${problem}); skipped because SKIP_POSTGRES=1.`);
    return 'skip';
  }
  console.error(
    `PostgreSQL at ${where} is not reachable: ${problem}\n` +
      'Start it (Debian: pg_ctlcluster 15 main start), point TEST_POSTGRES_URL at a server where the user may ' +
      'create databases, or run SKIP_POSTGRES=1 npm test to leave these tests out.',
  );
  return 'fail';
}

// Steps in one inner list run side by side (each uses one core, their output is shown when they end); the lists
// run one after another. A list inside a list is a lane: its steps run one after the other, beside the rest.
const postgresChecks = [
  {
    name: 'integration tests on PostgreSQL',
    command: ['run', 'test:integration'],
    env: { TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: postgresUrl },
    precondition: postgresReachable,
  },
  {
    name: 'server process tests on PostgreSQL (a server killed in the rush)',
    command: ['run', 'test:server-process'],
    env: { TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: postgresUrl },
    precondition: postgresReachable,
  },
  {
    name: 'deploy check (the built server, two replicas behind nginx on PostgreSQL)',
    command: ['run', 'test:deploy'],
    env: { TEST_POSTGRES_URL: postgresUrl },
    precondition: postgresReachable,
  },
];
const stages = [
  [
    { name: 'typecheck', command: ['run', 'typecheck'] },
    { name: 'lint', command: ['run', 'lint'] },
  ],
  [{ name: 'unit tests', command: ['run', 'test:unit'] }],
  [
    {
      name: 'integration tests on the embedded database',
      command: ['run', 'test:integration'],
      env: { TEST_DATABASE: 'pglite' },
    },
  ],
  [{ name: 'server process tests (start, lock, restart)', command: ['run', 'test:server-process'] }],
  // The e2e server is the built one (apps/server/dist serving apps/web/dist): built from the current sources,
  // not whatever an earlier run left; the deploy check runs the build too.
  [{ name: 'build (web app and server)', command: ['run', 'build'] }],
  // The end-to-end tests keep less than half a core busy (they wait for pages, dialogs, the network): the
  // PostgreSQL checks run beside them, one after the other.
  // Their output streams as it comes; each PostgreSQL check's is shown when it ends.
  [{ name: 'end-to-end tests', command: ['run', 'test', '-w', '@app/e2e'], streams: true }, postgresChecks],
];

function seconds(ms) {
  return ms >= 60_000 ? `${Math.floor(ms / 60_000)}m ${Math.round((ms % 60_000) / 1000)}s` : `${(ms / 1000).toFixed(1)}s`;
}

/** Seconds of processor time this process's finished children used, read from /proc (Linux). */
function childCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime, fields 16 and 17 of stat(5), counted from the state field (3).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** Runs one step; a step beside others keeps its output until it ends, so the lines do not interleave. */
function run(step, alone) {
  return new Promise((resolve) => {
    const child = spawn('npm', step.command, {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

function title(step) {
  const shownEnv = Object.entries(step.env ?? {})
    .filter(([key]) => !key.endsWith('_URL'))
    .map(([key, value]) => `${key}=${value} `)
    .join('');
  return `${step.name}: ${shownEnv}npm ${step.command.join(' ')}`;
}

const results = [];
const startedAt = performance.now();
let failed;

for (const [index, stage] of stages.entries()) {
  console.log(`\n━━━ ${index + 1}/${stages.length} ${stage.map((lane) => (Array.isArray(lane) ? lane.map(title).join(' → ') : title(lane))).join(' ‖ ')} ━━━\n`);
  const stageStartedAt = performance.now();
  const cpuBefore = childCpuSeconds();
  const runStep = async (step) => {
    const stepStartedAt = performance.now();
    const decision = step.precondition ? await step.precondition() : 'run';
    const passed = decision === 'run' ? await run(step, stage.length === 1 || step.streams === true) : decision !== 'fail';
    const took = decision === 'skip' ? 'skipped' : seconds(performance.now() - stepStartedAt);
    return { step, passed, text: `${step.name} ${took}${passed ? '' : ' FAILED'}` };
  };
  const runLane = async (steps) => {
    const done = [];
    for (const step of steps) {
      done.push(await runStep(step));
      if (!done.at(-1).passed) break;
    }
    return done;
  };
  const outcomes = (await Promise.all(stage.map((lane) => (Array.isArray(lane) ? runLane(lane) : runStep(lane).then((outcome) => [outcome]))))).flat();
  const cpuAfter = childCpuSeconds();
  // How many of the machine's cores the stage kept busy: where running steps side by side could still gain.
  const cores =
    cpuBefore === undefined || cpuAfter === undefined
      ? ''
      : ` (${((cpuAfter - cpuBefore) / ((performance.now() - stageStartedAt) / 1000)).toFixed(1)} cores)`;
  results.push(outcomes.map((outcome) => outcome.text).join(' ‖ ') + cores);
  const failure = outcomes.find((outcome) => !outcome.passed);
  if (failure) {
    failed = failure.step.name;
    break;
  }
}

const total = seconds(performance.now() - startedAt);
console.log(`\n━━━ ${failed ? `FAILED at ${failed}` : 'All checks passed'} in ${total} ━━━\n${results.map((line) => `  ${line}`).join('\n')}`);
process.exit(failed ? 1 : 0);
