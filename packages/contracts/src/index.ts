export * from './errors';
export * from './sites';
export * from './email';
export * from './maps-url';
export * from './temporal';
export * from './events';
export { z } from './zod';
