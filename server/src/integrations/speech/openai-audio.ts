import type { SpeechConfig } from '../../config.ts';

type Configured = SpeechConfig & { baseUrl: string };

const headers = (config: Configured): Record<string, string> =>
  config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};

async function failure(what: string, response: Response): Promise<Error> {
  const detail = (await response.text().catch(() => '')).slice(0, 300);
  return new Error(`The speech endpoint refused ${what}: ${response.status} ${detail}`);
}

/** POST {baseUrl}/audio/speech: the text read aloud, as WAV bytes. */
export async function synthesizeSpeech(config: Configured, text: string): Promise<Buffer> {
  const response = await fetch(`${config.baseUrl}/audio/speech`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers(config) },
    body: JSON.stringify({ model: config.ttsModel, voice: config.voice, input: text, response_format: 'wav' }),
  });
  if (!response.ok) throw await failure('the speech', response);
  return Buffer.from(await response.arrayBuffer());
}

/** POST {baseUrl}/audio/transcriptions (multipart file + model): what the recording says. */
export async function transcribeSpeech(config: Configured, audio: Buffer, fileName: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([audio], { type: 'audio/wav' }), fileName);
  form.append('model', config.sttModel);
  form.append('response_format', 'json');
  const response = await fetch(`${config.baseUrl}/audio/transcriptions`, {
    method: 'POST',
    headers: headers(config),
    body: form,
  });
  if (!response.ok) throw await failure('the recording', response);
  const answer = (await response.json()) as { text?: unknown };
  if (typeof answer.text !== 'string') throw new Error('The speech endpoint answered no text');
  return answer.text;
}
