// Federation contract of mfe-public: it exposes exactly one module, its routes component.
module.exports = {
  name: 'mfe_public',
  exposes: { './routes': './src/routes.tsx' },
};
