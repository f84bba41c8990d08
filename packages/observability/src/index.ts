export * from './metrics';
export * from './server';
export * from './context';
export * from './http';
export * from './temporal';
export * from './db-gauges';
export * from './tracing';
