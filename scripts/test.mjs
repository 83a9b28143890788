// `npm test`: every part of the suite, stage by stage, stopping after the first stage where one fails, then how
// long each part took. The parts of a stage run side by side: each of them keeps one core busy at most
// (the typecheck, Prettier, ESLint and dependency-cruiser are single-threaded), so two cores do them in about
// the time of the longest. A part run beside others prints its output when it ends, in one piece.
import { spawn } from 'node:child_process';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const stages = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint: format', 'npm run lint:format'],
    ['lint: code', 'npm run lint:code'],
    ['lint: architecture', 'npm run lint:deps'],
    ['contract', 'npm run test:contract'],
  ],
  [['server on PGlite', 'npm test --workspace server -- --project pglite']],
  [['server on PostgreSQL', onPostgres ? 'npm test --workspace server -- --project postgres' : null]],
  [['web', 'npm run test:web']],
  [['build', 'npm run build']],
  [['browser suite', 'npm run e2e --workspace web']],
  [['two instances', 'npm run e2e:instances --workspace web']],
];

/** Runs one part; beside others, its output is held and printed when it ends. */
function run(name, command, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    if (alone) console.log(`\n--- ${name}: ${command}`);
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) {
        console.log(`\n--- ${name}: ${command}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve([name, status === 0 ? 'passed' : 'FAILED', seconds]);
    });
  });
}

const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const started = Date.now();
const results = [];
let failed = false;
for (const stage of stages) {
  const runnable = stage.filter(([, command]) => command !== null && !failed);
  const done = await Promise.all(runnable.map(([name, command]) => run(name, command, runnable.length === 1)));
  for (const [name, command] of stage) {
    const result = done.find(([ran]) => ran === name);
    if (result) results.push(result);
    else results.push([name, command === null ? 'skipped (no TEST_DATABASE_URL)' : 'not run', 0]);
  }
  failed ||= done.some(([, result]) => result === 'FAILED');
}

console.log('\n| part | result | time |\n|---|---|---|');
for (const [name, result, seconds] of results)
  console.log(`| ${name} | ${result} | ${seconds ? clock(seconds) : ''} |`);
console.log(
  `| all (parts of a stage side by side) | ${failed ? 'FAILED' : 'passed'} | ${clock((Date.now() - started) / 1000)} |`,
);
process.exit(failed ? 1 : 0);
