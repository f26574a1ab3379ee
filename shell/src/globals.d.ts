declare const __SPECIFY_BUILD_ID__: string;
declare const __SPECIFY_CONTRACTS_RANGE__: string;

interface Window {
  dataLayer?: Array<Record<string, unknown>>;
}
