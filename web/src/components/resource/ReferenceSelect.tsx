import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import type { MultiSelectProps, SelectProps } from '@mantine/core';
import { ApiError } from '../../lib/api.ts';
import { useCreate, type AnyContract } from '../../lib/resources.ts';
import { rowLabel } from '../../lib/row-labels.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { fieldLabel, planCreate, REFERENCE_CONTRACTS, shouldOfferCreate, type CreatePlan } from './create-in-place.ts';
import { useReferenceOptions, type ReferenceOptionsConfig } from './useReferenceOptions.ts';

type Id = number | string | null | undefined;
const toId = (value: Id): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

// The server already filtered by what was typed.
const keepAll: SelectProps['filter'] = ({ options }) => options;

const CREATE_VALUE = '\u0000create';

type ReferenceSelectProps = Omit<SelectProps, 'value' | 'onChange' | 'data' | 'defaultValue'> &
  ReferenceOptionsConfig & {
    contract: AnyContract;
    value?: Id;
    onChange?: (id: number | null) => void;
    /** A name no row has is offered as 'Create “…”', made through POST /v2/{resource} and chosen (form fields). */
    canCreate?: boolean;
    /** Fields a created row takes from the form, e.g. the platform chosen beside an account. */
    createDefaults?: Record<string, unknown> | undefined;
  };

/**
 * A searchable picker over GET /api/v2/{resource}?q=&limit=20; its value is the row id. With `canCreate`, a
 * name that is not there is created in place: at once when the name (and the defaults) is all the row needs,
 * else through a small dialog asking for the rest (an account's platform).
 */
export function ReferenceSelect({
  contract,
  value,
  onChange,
  where,
  with: withRelations,
  optionLabel,
  canCreate = false,
  createDefaults,
  ...props
}: ReferenceSelectProps) {
  const id = toId(value);
  const [search, setSearch] = useState('');
  // Mantine puts the chosen option's label in the search box; that is not a search, so all rows stay offered.
  const [shownLabel, setShownLabel] = useState<string | undefined>(undefined);
  const query = search === shownLabel ? '' : search;
  const [isOpened, setIsOpened] = useState(false);
  const options = useReferenceOptions(contract, id === null ? [] : [id], query, {
    where,
    with: withRelations,
    optionLabel,
    isOpened,
  });
  // A row just created shows its name until the lists, asked again after the write, hold it.
  const [created, setCreated] = useState<{ value: string; label: string } | null>(null);
  const [dialog, setDialog] = useState<CreatePlan | null>(null);
  const create = useCreate(contract);
  const data =
    created && !options.data.some((option) => option.value === created.value)
      ? [created, ...options.data]
      : options.data;
  const selectedLabel = data.find((option) => option.value === String(id))?.label;
  if (shownLabel !== selectedLabel) setShownLabel(selectedLabel);
  const typed = query.trim();
  const plan = canCreate && typed !== '' ? planCreate(contract, typed, createDefaults) : null;
  const isCreateOffered =
    plan !== null &&
    options.query === typed &&
    !options.isFetching &&
    shouldOfferCreate(
      typed,
      data.map((option) => option.label),
    );
  const createNow = async (input: Record<string, unknown>) => {
    const row = await create.mutateAsync(input);
    if (!row) return;
    setCreated({ value: String(row.id), label: (optionLabel ?? ((r) => rowLabel(contract.name, r)))(row) });
    setDialog(null);
    onChange?.(row.id);
  };
  const pick = (next: string | null) => {
    if (next !== CREATE_VALUE) return onChange?.(toId(next));
    if (plan === null || create.isPending) return;
    if (plan.missing.length > 0) setDialog(plan);
    // A refused create was toasted by the mutation.
    else createNow(plan.input).catch(() => undefined);
  };
  return (
    <>
      <Select
        searchable
        clearable={!props.required}
        // Choosing the row already chosen keeps it, where Mantine's default clears the field. A field that may be
        // left empty is emptied by its clear button.
        allowDeselect={false}
        data={isCreateOffered ? [...data, { value: CREATE_VALUE, label: `Create “${typed}”` }] : data}
        value={id === null ? null : String(id)}
        onChange={pick}
        searchValue={search}
        onSearchChange={setSearch}
        filter={keepAll}
        nothingFoundMessage={options.isFetching ? 'Loading…' : 'Nothing found'}
        placeholder={selectedLabel ? undefined : 'Type to search'}
        {...props}
        onDropdownOpen={() => {
          setIsOpened(true);
          props.onDropdownOpen?.();
        }}
      />
      {dialog && (
        <CreateDialog
          contract={contract}
          plan={dialog}
          isPending={create.isPending}
          onCreate={createNow}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

type CreateDialogProps = {
  contract: AnyContract;
  plan: CreatePlan;
  isPending: boolean;
  onCreate: (input: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
};

/** Asks for what a new row needs beside its name; the form behind it stays as it was. */
function CreateDialog({ contract, plan, isPending, onCreate, onClose }: CreateDialogProps) {
  const [values, setValues] = useState<Record<string, unknown>>(plan.input);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: string, next: unknown) => setValues((current) => ({ ...current, [key]: next }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits in the page's form in React's tree: its submit is not the page's.
    event.stopPropagation();
    const problems = zodValidate(contract.input)(values);
    if (Object.keys(problems).length > 0) return setErrors(problems);
    try {
      await onCreate(values);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
    }
  };
  const text = (key: string) => (typeof values[key] === 'string' ? values[key] : '');
  return (
    <Modal opened onClose={onClose} title={`New ${contract.label}`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            value={text('name')}
            error={errors['name']}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          {plan.missing.map((key) => {
            const reference = REFERENCE_CONTRACTS[key];
            return reference ? (
              <ReferenceSelect
                key={key}
                contract={reference}
                label={fieldLabel(key)}
                required
                canCreate
                data-autofocus
                value={values[key] as Id}
                error={errors[key]}
                onChange={(next) => set(key, next)}
              />
            ) : (
              <TextInput
                key={key}
                label={fieldLabel(key)}
                required
                data-autofocus
                value={text(key)}
                error={errors[key]}
                onChange={(event) => set(key, event.currentTarget.value)}
              />
            );
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type ReferenceMultiSelectProps = Omit<MultiSelectProps, 'value' | 'onChange' | 'data' | 'defaultValue'> &
  ReferenceOptionsConfig & { contract: AnyContract; value?: number[]; onChange?: (ids: number[]) => void };

/** Several rows of one resource, e.g. the inventory items of a sale. */
export function ReferenceMultiSelect({
  contract,
  value = [],
  onChange,
  where,
  with: withRelations,
  optionLabel,
  ...props
}: ReferenceMultiSelectProps) {
  const [search, setSearch] = useState('');
  const [isOpened, setIsOpened] = useState(false);
  // Closed after each pick: the search is cleared, the next item is typed or scanned, and the list of
  // every other row no longer covers the form below (its Save button).
  const [isDropdownOpened, setIsDropdownOpened] = useState(false);
  const options = useReferenceOptions(contract, value, search, {
    where,
    with: withRelations,
    optionLabel,
    isOpened,
  });
  return (
    <MultiSelect
      searchable
      clearable
      data={options.data}
      value={value.map(String)}
      onChange={(next) => onChange?.(next.map(Number))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepAll}
      nothingFoundMessage={options.isFetching ? 'Loading…' : 'Nothing found'}
      {...props}
      dropdownOpened={isDropdownOpened}
      onDropdownOpen={() => {
        setIsOpened(true);
        setIsDropdownOpened(true);
        props.onDropdownOpen?.();
      }}
      onDropdownClose={() => {
        setIsDropdownOpened(false);
        props.onDropdownClose?.();
      }}
      onOptionSubmit={(picked) => {
        setIsDropdownOpened(false);
        props.onOptionSubmit?.(picked);
      }}
    />
  );
}
