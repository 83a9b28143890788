import type { ReactNode } from 'react';
import { Box, Button, Group, Paper, Stack } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyFieldErrors } from '../../lib/forms.ts';
import { useCreate, useUpdate, type AnyContract, type InputOf, type Loose, type RowOf } from '../../lib/resources.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { DeleteButton } from './DeleteButton.tsx';
import { useLeaveWarning } from './useLeaveWarning.tsx';
import { useAppNavigate } from '../../lib/navigation.tsx';

export type ResourceFormProps<C extends AnyContract, Values extends Record<string, unknown>> = {
  contract: C;
  /** The id of the record being edited; absent on create. */
  id?: number | undefined;
  initialValues: Values;
  /** What is sent (and validated): blank amounts become null, create-only keys are left out… */
  toInput?: (values: Values) => InputOf<C>;
  /** Validation schema; the contract's input schema unless a form adds rules. */
  schema?: z.ZodType;
  /** Where to go once saved; undefined stays and starts a fresh form. */
  savedPath?: (row: Loose<RowOf<C>>) => string | undefined;
  cancelPath?: string;
  /**
   * The form sits in an edit drawer: Cancel and a save close it (savedPath and cancelPath are not used)
   * and a Delete button, which closes it too, sits at the right.
   */
  onClose?: (() => void) | undefined;
  children: (form: UseFormReturnType<Values>) => ReactNode;
};

/**
 * One form per resource for create and edit (react-admin's CompanyInputs pattern): validated with the
 * contract schema in the browser, the server's fieldErrors land on the same fields.
 */
export function ResourceForm<C extends AnyContract, Values extends Record<string, unknown>>(
  props: ResourceFormProps<C, Values>,
) {
  const { contract, id, initialValues, cancelPath = '', onClose, children } = props;
  const toInput = props.toInput ?? ((values: Values) => values as InputOf<C>);
  const validate = zodValidate<InputOf<C>>(props.schema ?? contract.input);
  const form = useForm<Values>({ initialValues, validate: (values) => validate(toInput(values)) });
  const create = useCreate(contract);
  const update = useUpdate(contract);
  const navigate = useAppNavigate();
  const leaveWarning = useLeaveWarning(form.isDirty());

  const onSubmit = form.onSubmit(
    async (values, event) => {
      const formElement = event?.currentTarget;
      try {
        const input = toInput(values);
        const saved = id === undefined ? await create.mutateAsync(input) : await update.mutateAsync({ id, input });
        const next = props.savedPath?.(saved as Loose<RowOf<C>>);
        if (onClose || next) leaveWarning.allowLeaving();
        if (onClose) onClose();
        else if (next) await navigate(next);
        else if (id === undefined) form.reset();
        else form.resetDirty();
      } catch (error) {
        // The hook toasted 'Error creating …'; the fields say what to fix.
        applyFieldErrors(form, error);
        showFirstError(formElement);
      }
    },
    (_errors, _values, event) => showFirstError(event?.currentTarget),
  );

  const body = (
    <form onSubmit={onSubmit} noValidate aria-label={`${id === undefined ? 'New' : 'Edit'} ${contract.label}`}>
      <Stack gap="md">
        {children(form)}
        <Group gap="sm" mt="sm">
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
          {onClose ? (
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          ) : (
            <Button component={Link} to={cancelPath} variant="default">
              Cancel
            </Button>
          )}
          {onClose && id !== undefined && (
            <Box ml="auto">
              <DeleteButton contract={contract} id={id} onDeleted={onClose} />
            </Box>
          )}
        </Group>
      </Stack>
      {leaveWarning.dialog}
    </form>
  );
  // In a drawer the drawer is the frame.
  return onClose ? (
    body
  ) : (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      {body}
    </Paper>
  );
}

/**
 * A field refused out of sight (the items above a long form) is brought into view with its message. It
 * is not focused: a picker opens on focus, and its options would cover the message.
 */
function showFirstError(formElement: EventTarget | null | undefined) {
  if (!(formElement instanceof HTMLFormElement)) return;
  requestAnimationFrame(() => {
    const field = formElement.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView({ block: 'center' });
  });
}
