import { TextInput } from '@mantine/core';
import { shippingServices } from '@flipstack/contract';
import { FormPage } from '../../components/resource/FormPage.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';

/** The spec has no list of shipping services: after saving, the form starts afresh for the next one. */
export function ShippingServiceCreatePage() {
  return (
    <FormPage title="New shipping service" back={{ to: '/sales', label: 'Sales' }}>
      <ResourceForm contract={shippingServices} initialValues={{ carrier: '', name: '' }} cancelPath="/sales">
        {(form) => (
          <>
            <TextInput label="Carrier" required autoFocus placeholder="USPS" {...form.getInputProps('carrier')} />
            <TextInput label="Service" required placeholder="Ground Advantage" {...form.getInputProps('name')} />
          </>
        )}
      </ResourceForm>
    </FormPage>
  );
}
