// Federation contract of mfe-public: the browser gets its routes component; the server's Node container also
// renders pages with the same routes (src/server-render.tsx).
module.exports = {
  name: 'mfe_public',
  exposes: { './routes': './src/routes.tsx' },
  serverExposes: { './server-render': './src/server-render.tsx' },
};
