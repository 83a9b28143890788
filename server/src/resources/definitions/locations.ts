import { locations as contract } from '@flipstack/contract';
import { locations as table } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';

export const locations = defineResource({ contract, table });
