import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

const isExecutable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );

/** The absolute path of a command: itself when it names a path, else the first executable on PATH; null when none. */
export async function findExecutable(command: string, searchPath = process.env['PATH'] ?? ''): Promise<string | null> {
  if (command.includes(path.sep)) return (await isExecutable(command)) ? path.resolve(command) : null;
  for (const directory of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(directory, command);
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}
