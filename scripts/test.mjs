// `npm test`: every part of the suite in turn, stopping at the first that fails, then how long each took.
import { spawnSync } from 'node:child_process';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const parts = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['contract', 'npm run test:contract'],
  ['server on PGlite', 'npm test --workspace server -- --project pglite'],
  ['server on PostgreSQL', onPostgres ? 'npm test --workspace server -- --project postgres' : null],
  ['web', 'npm run test:web'],
  ['build', 'npm run build'],
  ['browser suite', 'npm run e2e --workspace web'],
  ['two instances', 'npm run e2e:instances --workspace web'],
];

const results = [];
let failed = false;
for (const [name, command] of parts) {
  if (failed || command === null) {
    results.push([name, failed ? 'not run' : 'skipped (no TEST_DATABASE_URL)', 0]);
    continue;
  }
  console.log(`\n--- ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  failed = status !== 0;
  results.push([name, failed ? 'FAILED' : 'passed', seconds]);
}

const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const total = results.reduce((sum, [, , seconds]) => sum + seconds, 0);
console.log('\n| part | result | time |\n|---|---|---|');
for (const [name, result, seconds] of results)
  console.log(`| ${name} | ${result} | ${seconds ? clock(seconds) : ''} |`);
console.log(`| all | ${failed ? 'FAILED' : 'passed'} | ${clock(total)} |`);
process.exit(failed ? 1 : 0);
