import { mileageRates as contract } from '@flipstack/contract';
import { mileageRates as table } from '../db/schema/index.ts';
import { defineResource } from '../resources/kit/define.ts';

export const mileageRates = defineResource({ contract, table });
