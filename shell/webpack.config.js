const createWebpackConfig = require('../tooling/webpack/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  appDir: __dirname,
  port: 8080,
  federation: require('./module-federation.config.cjs'),
  title: 'Ofertat – ofertat e supermarketeve në Shqipëri',
  serviceWorker: 'src/service-worker/service-worker.ts',
});
