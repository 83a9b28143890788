import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This file runs from src/ under tsx (dev, tests) and bundled into dist/
 * when built (`npm run serve`): both one level down, so files the server reads at run time (migrations,
 * SQL, the web build) are found from here either way.
 */
export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
