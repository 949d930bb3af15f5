const createWebpackConfig = require('../tooling/webpack/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  appDir: __dirname,
  port: 8083,
  federation: require('./module-federation.config.cjs'),
  title: 'Ofertat – administrimi',
});
