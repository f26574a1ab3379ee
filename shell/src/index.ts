// Async boundary: shared singletons negotiate before any app code runs (CONVENTIONS 3).
void import('./bootstrap');
