import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export type EngineRun = {
  /** Bytes written to the engine's standard input (text or audio): never part of a command line. */
  input: Buffer;
  timeoutMs: number;
  /** More standard output than this stops the engine: a runaway engine must not fill the memory. */
  maxOutputBytes: number;
  /** Standard output as it comes, for a caller that passes it on before the engine ends. */
  onOutput?: (chunk: Buffer) => void;
  /** Starts the process (default: a new one); a started spare may be handed in instead. */
  spawnEngine?: (command: string, args: string[]) => ChildProcessWithoutNullStreams;
};

/** What an engine reported on standard error: the last few lines are enough to say why it failed. */
const STDERR_KEPT = 2000;

/** The engine did not finish well (missing, crashed, too slow); the message says which. */
export class EngineError extends Error {}

/** The engine wrote more than `maxOutputBytes` and was stopped. */
export class EngineOutputTooLarge extends EngineError {}

/**
 * Runs a speech engine as a child process without a shell, feeds it `input` and answers its standard
 * output. Killed when it runs past the time limit or the output bound.
 */
export function runEngine(command: string, args: string[], run: EngineRun): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = run.spawnEngine
      ? run.spawnEngine(command, args)
      : spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], shell: false });
    const output: Buffer[] = [];
    let outputBytes = 0;
    let stderr = '';
    let failure: EngineError | undefined;
    const stop = (reason: EngineError) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new EngineError(`${command} took longer than ${run.timeoutMs} ms`)),
      run.timeoutMs,
    );

    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > run.maxOutputBytes) {
        return stop(new EngineOutputTooLarge(`${command} wrote more than ${run.maxOutputBytes} bytes`));
      }
      output.push(chunk);
      run.onOutput?.(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    // An engine that exits before reading all its input closes the pipe: its exit status tells why.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(failure ?? new EngineError(`${command} could not be started: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (failure) return reject(failure);
      if (code !== 0) {
        return reject(new EngineError(`${command} exited with ${code ?? signal}: ${stderr.trim().slice(-500)}`));
      }
      resolve(Buffer.concat(output));
    });
    child.stdin.end(run.input);
  });
}
