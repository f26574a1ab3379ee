// jsdom with the Node web globals msw needs: the search client's tests answer it with msw.
module.exports = require('@specify/build/jest')({ msw: true });
