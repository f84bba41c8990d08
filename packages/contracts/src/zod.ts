// zod with `.openapi()` metadata, extended once for every schema in contracts.
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);
export { z };
