import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from './server-dir.ts';

const rootPackage = path.join(SERVER_DIR, '../package.json');
export const APP_VERSION = (JSON.parse(readFileSync(rootPackage, 'utf8')) as { version: string }).version;
