export * from './address';
export * from './safe-fetch';
export * from './maps-resolver';
