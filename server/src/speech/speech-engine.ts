import type { LocalSpeechConfig, SpeechConfig } from '../config.ts';
import { ESPEAK_WASM_COMMAND } from '../integrations/speech/espeak.ts';
import { findExecutable } from '../integrations/speech/find-executable.ts';

export type SpeechDirection = {
  what: string;
  tool: string;
  install: string;
  setting: string;
  command(local: LocalSpeechConfig): string;
  /** An engine shipped with the app, taken by `auto` when the tool is not installed: it always works. */
  builtIn?: string[];
};

export const TEXT_TO_SPEECH: SpeechDirection = {
  what: 'Text to speech',
  tool: 'espeak-ng',
  install: 'apt-get install espeak-ng',
  setting: 'ESPEAK_PATH',
  command: (local) => local.espeakPath,
  builtIn: ESPEAK_WASM_COMMAND,
};

export const SPEECH_TO_TEXT: SpeechDirection = {
  what: 'Speech to text',
  tool: 'PocketSphinx',
  install: 'apt-get install pocketsphinx pocketsphinx-en-us',
  setting: 'POCKETSPHINX_PATH',
  command: (local) => local.pocketsphinxPath,
};

/** Who does the work for one direction (`command`: the program and its first arguments), or why nobody can (a 422). */
export type EngineChoice =
  { engine: 'api'; baseUrl: string } | { engine: 'local'; command: string[] } | { engine: null; refusal: string };

/**
 * SPEECH_ENGINE `auto`: the audio API when SPEECH_BASE_URL is set, else the local engine when its
 * executable is found (looked up on every call, so installing it needs no restart), else the built-in
 * one where the direction has it; `api` and `local` take only that one; `off` none.
 */
export async function chooseEngine(config: SpeechConfig, direction: SpeechDirection): Promise<EngineChoice> {
  const { what, tool, install, setting } = direction;
  if (config.engine === 'off') return { engine: null, refusal: `${what} is turned off (SPEECH_ENGINE=off).` };
  if (config.engine !== 'local' && config.baseUrl) return { engine: 'api', baseUrl: config.baseUrl };
  const apiHint = 'set SPEECH_BASE_URL (and SPEECH_API_KEY) to an OpenAI-compatible audio API';
  if (config.engine === 'api') return { engine: null, refusal: `${what} is not configured: ${apiHint}.` };
  const command = direction.command(config.local);
  const executable = await findExecutable(command);
  if (executable) return { engine: 'local', command: [executable] };
  if (config.engine === 'local') {
    return {
      engine: null,
      refusal: `${what} needs ${tool}, which was not found at "${command}": install it (${install}) or set ${setting}.`,
    };
  }
  if (direction.builtIn) return { engine: 'local', command: direction.builtIn };
  return { engine: null, refusal: `${what} is not configured: ${apiHint}, or install ${tool} (${install}).` };
}
