import { shippingServices as contract } from '@flipstack/contract';
import { shippingServices as table } from '../../db/schema/index.ts';
import { defineResource } from '../kit/define.ts';
import { usedBy } from '../kit/describe.ts';

export const shippingServices = defineResource({
  contract,
  table,
  referencedBy: [usedBy('sales', 'shipping_service_id', 'sale', 'sales', 'this shipping service')],
});
