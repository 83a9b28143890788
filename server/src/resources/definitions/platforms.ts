import { platforms as contract } from '@flipstack/contract';
import { platforms as table } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';

export const platforms = defineResource({ contract, table });
