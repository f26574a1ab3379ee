// No async boundary: the shell provides every shared module eagerly (tooling/build/webpack.cjs),
// so nothing waits on share negotiation and the whole boot is this one file, not a second request.
import './bootstrap';
