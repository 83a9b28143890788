import { brands as contract } from '@flipstack/contract';
import { brands as table } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';

export const brands = defineResource({ contract, table });
