// The `@/` alias for dependency-cruiser's resolver, in the shape it reads (a webpack `resolve`).
const path = require('node:path');

module.exports = { resolve: { alias: { '@': path.resolve(__dirname, '..') } } };
