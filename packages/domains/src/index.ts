export * from './validate';
export * from './dns';
export * from './registrar';
export * from './suggest';
export * from './hosting';
export * from './cloudflare';
export * from './namecheap';
