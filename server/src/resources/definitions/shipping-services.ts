import { shippingServices as contract } from '@flipstack/contract';
import { shippingServices as table } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';

export const shippingServices = defineResource({ contract, table });
