// Federation contract of mfe-super-admin: it exposes exactly one module, its routes component.
module.exports = {
  name: 'mfe_super_admin',
  exposes: { './routes': './src/routes.tsx' },
};
