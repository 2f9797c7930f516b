import type { z } from 'zod';
import type { dataResponse } from '@portal/contract';

/** The answer of a get, create or update call: `{success, message?, data}` with the contract's row schema. */
export type DataAnswer<Row extends z.ZodType> = z.infer<ReturnType<typeof dataResponse<Row>>>;
