import webpack, { type Configuration } from 'webpack';

/** Runs one webpack build to its end and closes its compiler; a build with errors throws them. */
export async function runWebpack(config: Configuration): Promise<webpack.Stats> {
  const compiler = webpack(config);
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (!stats) throw new Error('webpack gave no stats');
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  return stats;
}
