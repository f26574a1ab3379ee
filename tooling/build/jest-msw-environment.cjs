// jsdom plus the Node web globals msw needs (fetch, streams, BroadcastChannel ...), and export
// conditions that resolve msw/node rather than its browser build (the jest-fixed-jsdom recipe).
const { TestEnvironment } = require('jest-environment-jsdom');

class MswEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(
      {
        ...config,
        projectConfig: {
          ...config.projectConfig,
          testEnvironmentOptions: {
            ...config.projectConfig.testEnvironmentOptions,
            customExportConditions: [''],
          },
        },
      },
      context,
    );
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      ReadableStream,
      WritableStream,
      TransformStream,
      TextEncoder,
      TextDecoder,
      BroadcastChannel,
      structuredClone,
    });
  }
}

module.exports = MswEnvironment;
