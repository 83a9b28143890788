import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

/** A spare nobody took in this long is stopped: it holds an engine's memory for nothing. */
const SPARE_IDLE_MS = 5 * 60_000;

type Spare = { key: string; child: ChildProcessWithoutNullStreams; idle: NodeJS.Timeout };
let spare: Spare | undefined;

const keyOf = (command: string, args: string[]) => JSON.stringify([command, ...args]);

/** A waiting spare must not keep the server (or a test run) from ending; a taken one must. */
function hold(child: ChildProcessWithoutNullStreams, isHeld: boolean): void {
  // The pipes are sockets at run time, though typed as plain streams.
  const handles = [child, child.stdin, child.stdout, child.stderr] as unknown as { ref(): void; unref(): void }[];
  for (const handle of handles) {
    if (isHeld) handle.ref();
    else handle.unref();
  }
}
const start = (command: string, args: string[]) =>
  spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], shell: false });

function drop(): void {
  if (!spare) return;
  clearTimeout(spare.idle);
  spare.child.kill('SIGKILL');
  spare = undefined;
}

/**
 * Starts an engine ahead of time and keeps it waiting for its input: the built-in espeak-ng loads for a
 * while before it can speak, and a person waiting for an answer to be read should not wait for that.
 * One spare at a time, per process; nothing is shared, and a spare nobody takes is stopped.
 */
export function warmEngine(command: string, args: string[]): void {
  const key = keyOf(command, args);
  if (spare?.key === key && spare.child.exitCode === null && !spare.child.killed) return;
  drop();
  const child = start(command, args);
  hold(child, false);
  child.on('error', () => undefined);
  child.on('exit', () => {
    if (spare?.child === child) spare = undefined;
  });
  const idle = setTimeout(drop, SPARE_IDLE_MS);
  idle.unref();
  spare = { key, child, idle };
}

/** The waiting spare for this command, else a new process; a new spare is started for the next call. */
export function takeEngine(command: string, args: string[]): ChildProcessWithoutNullStreams {
  const key = keyOf(command, args);
  let child: ChildProcessWithoutNullStreams;
  if (spare?.key === key && spare.child.exitCode === null && !spare.child.killed) {
    child = spare.child;
    hold(child, true);
    clearTimeout(spare.idle);
    spare = undefined;
  } else {
    child = start(command, args);
  }
  warmEngine(command, args);
  return child;
}
