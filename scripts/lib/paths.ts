import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const DATA_DIR = path.resolve(ROOT, process.env.DATA_DIR ?? '.data');
