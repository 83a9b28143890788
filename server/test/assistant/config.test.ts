import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const base = { APP_SECRET: 'a-secret-of-at-least-32-characters-long', DATA_DIR: '/tmp/flipstack-config-test' };

describe('assistant settings in the configuration', () => {
  it('uses the built-in assistant and no audio API by default', () => {
    const config = loadConfig(base);
    expect(config.llm).toEqual({ baseUrl: undefined, apiKey: undefined, model: 'gpt-4o-mini' });
    expect(config.speech).toEqual({
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
});
