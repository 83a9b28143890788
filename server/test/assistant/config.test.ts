import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const base = { APP_SECRET: 'a-secret-of-at-least-32-characters-long', DATA_DIR: '/tmp/flipstack-config-test' };

describe('assistant settings in the configuration', () => {
  it('uses the built-in assistant and, with no audio API, the local engines found on PATH by default', () => {
    const config = loadConfig(base);
    expect(config.llm).toEqual({ baseUrl: undefined, apiKey: undefined, model: 'gpt-4o-mini' });
    expect(config.speech).toEqual({
      engine: 'auto',
      local: {
        espeakPath: 'espeak-ng',
        espeakVoice: 'en-us+klatt',
        pocketsphinxPath: 'pocketsphinx_continuous',
        timeoutMs: 30_000,
      },
      baseUrl: undefined,
      apiKey: undefined,
      ttsModel: 'tts-1',
      voice: 'alloy',
      sttModel: 'whisper-1',
    });
  });

  it('reads the model and audio endpoints, without a trailing slash', () => {
    const config = loadConfig({
      ...base,
      LLM_BASE_URL: 'http://localhost:11434/v1/',
      LLM_MODEL: 'llama3.1',
      SPEECH_BASE_URL: 'https://api.openai.com/v1',
      SPEECH_API_KEY: 'sk-x',
    });
    expect(config.llm).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: undefined, model: 'llama3.1' });
    expect(config.speech).toMatchObject({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-x' });
  });

  it('stops the start on an endpoint that is no http(s) URL', () => {
    expect(() => loadConfig({ ...base, LLM_BASE_URL: 'localhost:11434' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SPEECH_BASE_URL: 'ftp://audio' })).toThrow(/SPEECH_BASE_URL/);
  });

  it('reads the speech engine and the local engines’ settings, and refuses the audio API without its URL', () => {
    const config = loadConfig({
      ...base,
      SPEECH_ENGINE: 'local',
      ESPEAK_PATH: '/opt/espeak/bin/espeak-ng',
      ESPEAK_VOICE: 'en-gb',
      POCKETSPHINX_PATH: '/opt/ps/pocketsphinx_continuous',
      SPEECH_LOCAL_TIMEOUT_SECONDS: '5',
    });
    expect(config.speech).toMatchObject({
      engine: 'local',
      local: {
        espeakPath: '/opt/espeak/bin/espeak-ng',
        espeakVoice: 'en-gb',
        pocketsphinxPath: '/opt/ps/pocketsphinx_continuous',
        timeoutMs: 5000,
      },
    });
    expect(() => loadConfig({ ...base, SPEECH_ENGINE: 'espeak' })).toThrow(/SPEECH_ENGINE/);
    expect(() => loadConfig({ ...base, ESPEAK_VOICE: 'en --stdout' })).toThrow(/ESPEAK_VOICE/);
    expect(() => loadConfig({ ...base, SPEECH_ENGINE: 'api' })).toThrow(/SPEECH_BASE_URL/);
    expect(loadConfig({ ...base, SPEECH_ENGINE: 'off' }).speech.engine).toBe('off');
  });
});
