// Async boundary: shared singletons negotiate before the harness runs.
void import('./start');
