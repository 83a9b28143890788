import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import {
  formatTagNumber,
  teamSettingsSchema,
  type PutTeamSettingRequest,
  type TeamSettings,
} from '@flipstack/contract';
import { api, ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { sessionStore, useSession } from '../../lib/session.ts';
import { loadSettings } from '../auth/session-actions.ts';

type TagFormat = Pick<TeamSettings, 'tag_prefix' | 'tag_digits' | 'tag_next_number'>;
const KEYS = ['tag_prefix', 'tag_digits', 'tag_next_number'] as const;
const DEFAULTS = teamSettingsSchema.parse({});

/** Settings kept in this browser may predate tag numbers: their defaults stand in until the server answers. */
const tagFormatOf = (settings: Partial<TeamSettings> | null): TagFormat => ({
  tag_prefix: settings?.tag_prefix ?? DEFAULTS.tag_prefix,
  tag_digits: settings?.tag_digits ?? DEFAULTS.tag_digits,
  tag_next_number: settings?.tag_next_number ?? DEFAULTS.tag_next_number,
});

/** The card takes a read of the settings this recent: its route starts one as the screen opens. */
const SETTINGS_FRESH_MS = 2000;

/**
 * The team's tag numbers: prefix, digits and the next number, which new items (and labels printed for
 * untagged ones) take. Each changed setting is saved with PUT /team-settings.
 */
export function TagNumberSettings() {
  const saved = tagFormatOf(useSession((session) => session.teamSettings));
  const [values, setValues] = useState<TagFormat>(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof TagFormat, string>>>({});
  const [isSaving, setIsSaving] = useState(false);

  // The next number moves with every purchase: read it fresh when the card shows (or as /index opened).
  useEffect(() => {
    void loadSettings({ sharedFor: SETTINGS_FRESH_MS }).then(() =>
      setValues(tagFormatOf(sessionStore.getState().teamSettings)),
    );
  }, []);

  const isChanged = KEYS.some((key) => values[key] !== saved[key]);
  const preview =
    Number.isInteger(values.tag_digits) && Number.isInteger(values.tag_next_number)
      ? formatTagNumber(values, values.tag_next_number)
      : '—';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaving(true);
    setErrors({});
    for (const key of KEYS.filter((name) => values[name] !== saved[name])) {
      try {
        const request = { setting_key: key, setting_value: values[key] } as PutTeamSettingRequest;
        sessionStore.setSettings(await api.call('PUT /team-settings', { body: request }));
      } catch (error) {
        const message = error instanceof ApiError ? error.fieldErrors?.['setting_value'] : undefined;
        if (message) setErrors((current) => ({ ...current, [key]: message }));
        else notify.resourceError('updating', 'settings', error);
        setIsSaving(false);
        return;
      }
    }
    setIsSaving(false);
    notify.success('Tag numbers saved');
  };

  return (
    <form onSubmit={(event) => void save(event)} aria-label="Tag numbers">
      <Stack gap="xs">
        <Group grow align="flex-start" gap="xs">
          <TextInput
            label="Prefix"
            value={values.tag_prefix}
            error={errors.tag_prefix}
            onChange={(event) => setValues({ ...values, tag_prefix: event.currentTarget.value })}
          />
          <NumberInput
            label="Digits"
            min={1}
            max={12}
            allowDecimal={false}
            value={values.tag_digits}
            error={errors.tag_digits}
            onChange={(value) => setValues({ ...values, tag_digits: Number(value) })}
          />
        </Group>
        <NumberInput
          label="Next number"
          min={1}
          allowDecimal={false}
          value={values.tag_next_number}
          error={errors.tag_next_number}
          description="It can only go up, so no tag is used twice."
          onChange={(value) => setValues({ ...values, tag_next_number: Number(value) })}
        />
        <Group justify="space-between">
          <Text size="sm" aria-live="polite">
            Next tag: <strong>{preview}</strong>
          </Text>
          <Button type="submit" size="xs" disabled={!isChanged} loading={isSaving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
