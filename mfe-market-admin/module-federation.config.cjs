// Federation contract of mfe-market-admin: it exposes exactly one module, its routes component.
module.exports = {
  name: 'mfe_market_admin',
  exposes: { './routes': './src/routes.tsx' },
};
